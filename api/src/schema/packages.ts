import { readerField } from '../services/content-translations.ts';
import { packageOffer, type PackageSale } from '../services/package-offers.ts';
import {
  createPackage,
  deletePackage,
  findPackage,
  listPackages,
  packageHistory,
  packageMissingTranslations,
  type PackageRemoval,
  setPackageArchived,
  staffPackages,
  updatePackage,
} from '../services/packages.service.ts';
import { adminOnly, builder, staffOnly } from './builder.ts';
import { rowTranslations, translationTypes } from './content-translations.ts';
import { idArg, inputMutation, staffUpdateMutation } from './fields.ts';

const PackageTranslations = translationTypes('Package', ['name', 'description'], ['inclusions']);

const PackageSaleEnum = builder.enumType('PackageSale', {
  values: {
    ON_SALE: { description: 'Bookable now, from `fromPrice`.' },
    ON_REQUEST: { description: 'No departures and no price: the team quotes personally.' },
    NOT_ON_SALE: { description: 'Upcoming departures, none of them bookable (closed, full or leaving today).' },
  } satisfies Record<PackageSale, unknown>,
});

const PackageType = builder.prismaObject('Package', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    // In the caller's language (Accept-Language), English where not translated; staff reads stay English.
    name: t.string({ resolve: (row, _args, ctx) => readerField(row, 'name', ctx.locale) }),
    description: t.string({ resolve: (row, _args, ctx) => readerField(row, 'description', ctx.locale) }),
    image: t.exposeString('image', { nullable: true }),
    price: t.exposeInt('price', {
      nullable: true,
      description:
        'The package’s own price, minor units (cents): what a booking without a departure costs; null means "Contact". What the public is shown is `fromPrice`.',
    }),
    fromPrice: t.int({
      nullable: true,
      description:
        'The lowest per-pilgrim price a visitor can book now (minor units): over the departures on sale (open, leaving after today, with a seat left) and their room prices, or the package’s price when it has no upcoming departures. Null unless `sale` is ON_SALE.',
      resolve: async (row, _args, ctx) => (await packageOffer(ctx, row.id)).fromPrice,
    }),
    sale: t.field({
      type: PackageSaleEnum,
      description: 'Whether the package can be booked now, and so whether `fromPrice` is set.',
      resolve: async (row, _args, ctx) => (await packageOffer(ctx, row.id)).sale,
    }),
    currency: t.exposeString('currency'),
    nights: t.exposeInt('nights', { nullable: true }),
    hotel: t.exposeString('hotel', { nullable: true }),
    haramDistanceM: t.exposeInt('haramDistanceM', { nullable: true }),
    inclusions: t.stringList({
      description: 'What the package includes, in display order.',
      resolve: (row, _args, ctx) => readerField(row, 'inclusions', ctx.locale),
    }),
    depositPercent: t.exposeInt('depositPercent', {
      nullable: true,
      description: 'Deposit asked at booking, as a percentage of the amount owed (or null).',
    }),
    depositAmount: t.exposeInt('depositAmount', {
      nullable: true,
      description: 'Deposit asked at booking per traveller, minor units (or null).',
    }),
    balanceDueDays: t.exposeInt('balanceDueDays', {
      description: 'The balance is due this many days before departure.',
    }),
    archivedAt: t.expose('archivedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Set when the package was archived (hidden from the public, kept for its history).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    translations: t.field({
      type: PackageTranslations.output,
      ...staffOnly,
      description:
        "Staff: the Arabic and Indonesian texts. The public fields answer in the caller's language (name, description, inclusions), English where a translation is missing.",
      resolve: (row) => rowTranslations(row),
    }),
    missingTranslations: t.stringList({
      ...staffOnly,
      description: 'Staff: the fields that fall back to English, e.g. ["ar.description", "id.name"].',
      resolve: (row) => packageMissingTranslations(row),
    }),
  }),
});

const PackageInput = builder.inputType('PackageInput', {
  fields: (t) => ({
    code: t.string({ required: true }),
    name: t.string({ required: true }),
    description: t.string(),
    price: t.int({ description: 'Minor units' }),
    currency: t.string(),
    nights: t.int(),
    hotel: t.string(),
    haramDistanceM: t.int(),
    inclusions: t.stringList(),
    depositPercent: t.int({
      description: '1-99: a deposit of this percentage; at most one of depositPercent and depositAmount.',
    }),
    depositAmount: t.int({ description: 'A deposit of this many minor units per traveller.' }),
    balanceDueDays: t.int({ description: 'Days before departure the balance is due (0-365, default 45).' }),
    translations: t.field({ type: PackageTranslations.input }),
  }),
});

const PackageUpdateInput = builder.inputType('PackageUpdateInput', {
  description: 'Every field is optional: an absent field stays as it is; null clears nights, hotel and distance.',
  fields: (t) => ({
    code: t.string(),
    name: t.string(),
    description: t.string(),
    price: t.int(),
    currency: t.string(),
    clearPrice: t.boolean({ description: 'Remove the price (the package then shows "Contact").' }),
    nights: t.int(),
    hotel: t.string(),
    haramDistanceM: t.int(),
    inclusions: t.stringList({ description: 'The whole list, in order; an empty list clears it.' }),
    depositPercent: t.int({ description: 'null removes a percentage deposit; a value replaces a per-traveller one.' }),
    depositAmount: t.int({ description: 'null removes a per-traveller deposit; a value replaces a percentage one.' }),
    balanceDueDays: t.int(),
    translations: t.field({
      type: PackageTranslations.input,
      description: 'A given field replaces its translation (empty removes it); an absent one stays.',
    }),
  }),
});

const PackageHistoryType = builder.objectRef<{ bookings: number; reviews: number }>('PackageHistory').implement({
  description: 'What hangs on a package: with any bookings or reviews, deleting it archives it instead.',
  fields: (t) => ({ bookings: t.exposeInt('bookings'), reviews: t.exposeInt('reviews') }),
});

const PackageRemovalType = builder.objectRef<PackageRemoval>('PackageRemoval').implement({
  fields: (t) => ({
    archived: t.exposeBoolean('archived', {
      description: 'true: the package had bookings or reviews and was archived; false: it was deleted.',
    }),
    message: t.exposeString('message'),
    bookings: t.exposeInt('bookings'),
    reviews: t.exposeInt('reviews'),
  }),
});

builder.queryFields((t) => ({
  packages: t.field({
    type: [PackageType],
    description: 'The packages on offer (never archived ones).',
    resolve: (_root, _args, ctx) => listPackages(ctx),
  }),
  package: t.field({
    type: PackageType,
    nullable: true,
    args: { id: idArg(t.arg) },
    resolve: (_root, args, ctx) => findPackage(ctx, args.id),
  }),
  staffPackages: t.field({
    type: [PackageType],
    ...staffOnly,
    description: 'Every package, archived ones included (the back-office list).',
    resolve: (_root, _args, ctx) => staffPackages(ctx),
  }),
  packageHistory: t.field({
    type: PackageHistoryType,
    ...staffOnly,
    args: { id: idArg(t.arg) },
    resolve: (_root, args, ctx) => packageHistory(ctx, args.id),
  }),
}));

inputMutation('createPackage', PackageType, PackageInput, createPackage, staffOnly);
staffUpdateMutation('updatePackage', PackageType, PackageUpdateInput, updatePackage);

builder.mutationFields((t) => ({
  deletePackage: t.field({
    type: PackageRemovalType,
    ...adminOnly,
    description: 'Deletes a package without bookings or reviews; one with either is archived instead.',
    args: { id: idArg(t.arg) },
    resolve: (_root, args, ctx) => deletePackage(ctx, args.id),
  }),
  archivePackage: t.field({
    type: PackageType,
    ...adminOnly,
    args: { id: idArg(t.arg) },
    resolve: (_root, args, ctx) => setPackageArchived(ctx, args.id, true),
  }),
  unarchivePackage: t.field({
    type: PackageType,
    ...staffOnly,
    args: { id: idArg(t.arg) },
    resolve: (_root, args, ctx) => setPackageArchived(ctx, args.id, false),
  }),
}));
