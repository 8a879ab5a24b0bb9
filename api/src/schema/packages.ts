import {
  createPackage,
  deletePackage,
  findPackage,
  listPackages,
  updatePackage,
} from '../services/packages.service.ts';
import { adminOnly, builder, staffOnly } from './builder.ts';

const PackageType = builder.prismaObject('Package', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    image: t.exposeString('image', { nullable: true }),
    price: t.exposeInt('price', { nullable: true, description: 'Minor units (cents); null means "Contact".' }),
    currency: t.exposeString('currency'),
    nights: t.exposeInt('nights', { nullable: true }),
    hotel: t.exposeString('hotel', { nullable: true }),
    haramDistanceM: t.exposeInt('haramDistanceM', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const PackageInput = builder.inputType('PackageInput', {
  fields: (t) => ({
    code: t.string({ required: true }),
    name: t.string({ required: true }),
    description: t.string(),
    price: t.int({ description: 'Minor units' }),
    currency: t.string(),
  }),
});

const PackageUpdateInput = builder.inputType('PackageUpdateInput', {
  fields: (t) => ({
    name: t.string(),
    description: t.string(),
    price: t.int(),
    currency: t.string(),
    clearPrice: t.boolean({ description: 'Remove the price (the package then shows "Contact").' }),
  }),
});

builder.queryFields((t) => ({
  packages: t.field({ type: [PackageType], resolve: (_root, _args, ctx) => listPackages(ctx) }),
  package: t.field({
    type: PackageType,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => findPackage(ctx, args.id),
  }),
}));

builder.mutationFields((t) => ({
  createPackage: t.field({
    type: PackageType,
    ...staffOnly,
    args: { input: t.arg({ type: PackageInput, required: true }) },
    resolve: (_root, { input }, ctx) => createPackage(ctx, input),
  }),
  updatePackage: t.field({
    type: PackageType,
    ...staffOnly,
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: PackageUpdateInput, required: true }) },
    resolve: (_root, args, ctx) => updatePackage(ctx, args.id, args.input),
  }),
  deletePackage: t.boolean({
    ...adminOnly,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => deletePackage(ctx, args.id),
  }),
}));
