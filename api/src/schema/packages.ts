import {
  createPackage,
  deletePackage,
  findPackage,
  listPackages,
  updatePackage,
} from '../services/packages.service.ts';
import { adminOnly, builder, staffOnly } from './builder.ts';
import { deleteMutation, idArg, inputMutation, staffUpdateMutation } from './fields.ts';

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
    args: { id: idArg(t.arg) },
    resolve: (_root, args, ctx) => findPackage(ctx, args.id),
  }),
}));

inputMutation('createPackage', PackageType, PackageInput, createPackage, staffOnly);
staffUpdateMutation('updatePackage', PackageType, PackageUpdateInput, updatePackage);
deleteMutation('deletePackage', deletePackage, adminOnly);
