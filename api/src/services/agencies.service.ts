import { type Prisma, RoomType, type TransactionClient } from '@rihla/db';
import { agencyExposure } from '@rihla/db/agency-money';
import { isCountryCode } from '@rihla/db/countries';
import { formatMoney } from '@rihla/db/currencies';
import { z } from 'zod';

import { changedFields, recordAudit } from '../lib/audit.ts';
import { fieldList } from '../lib/audit-text.ts';
import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { badRequest, conflict, foundOr404, notFound, writeOrExplain } from '../lib/errors.ts';
import { LOCALES } from '../lib/locale.ts';
import { requireEmail } from '../lib/outbox.ts';
import {
  currency,
  email,
  EMAIL_MAX,
  id,
  int,
  kept,
  listPage,
  parseInput,
  strictBoolean,
  text,
  trimmed,
} from '../lib/validation.ts';
import { allocationSelect, allocationView } from './seat-allocations.service.ts';
import { inviteStaffInput, openInvitation } from './staff-invitations.service.ts';

/**
 * Agencies (issue #34, decision 0065), staff only: their profile and money terms, their commission terms per
 * package, their agents (made only by an agency's invitation) and, read here, their seat allocations
 * (seat-allocations.service.ts writes those). What an agency owes is read from @rihla/db/agency-money, never stored.
 * Every write is audited in its transaction.
 */

const NAME_MAX = 120;
const PHONE = /^[\d\s()+-]{1,30}$/;
const phoneDigits = (value: string) => value.replace(/\D/g, '').length;

const agencyFields = {
  name: trimmed('AGENCY_NAME_REQUIRED', NAME_MAX),
  country: z
    .string({ error: 'AGENCY_COUNTRY_INVALID' })
    .trim()
    .toUpperCase()
    .refine(isCountryCode, { error: 'AGENCY_COUNTRY_INVALID' }),
  currency,
  contactName: trimmed('AGENCY_CONTACT_REQUIRED', NAME_MAX),
  contactEmail: trimmed('AGENCY_CONTACT_REQUIRED', EMAIL_MAX).pipe(email()),
  // Optional: an empty one is no number (null).
  contactPhone: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || null : (value ?? null)),
    z
      .string({ error: 'AGENCY_PHONE_INVALID' })
      .refine((value) => PHONE.test(value) && phoneDigits(value) >= 6 && phoneDigits(value) <= 20, {
        error: 'AGENCY_PHONE_INVALID',
      })
      .nullable(),
  ),
  creditLimit: int('AGENCY_CREDIT_LIMIT_INVALID', { min: 0 }),
  paymentTermsDays: int('AGENCY_PAYMENT_TERMS_INVALID', { min: 0, max: 120 }),
  defaultCommissionBasisPoints: int('AGENCY_COMMISSION_INVALID', { min: 0, max: 5000 }),
  emailPilgrims: strictBoolean(),
  language: z.enum(LOCALES, { error: 'AGENCY_LANGUAGE_INVALID' }).meta({
    description: 'Its contact’s reminders and its pilgrims’ emails are written in it (each agent reads its own).',
  }),
};

export const createAgencyInput = z.object({
  ...agencyFields,
  contactPhone: agencyFields.contactPhone.optional(),
  paymentTermsDays: agencyFields.paymentTermsDays.default(14),
  defaultCommissionBasisPoints: agencyFields.defaultCommissionBasisPoints.default(0),
  emailPilgrims: agencyFields.emailPilgrims.default(false),
  language: agencyFields.language.default('en'),
});

export const updateAgencyInput = z
  .object({
    name: kept(agencyFields.name),
    country: kept(agencyFields.country),
    currency: kept(agencyFields.currency),
    contactName: kept(agencyFields.contactName),
    contactEmail: kept(agencyFields.contactEmail),
    contactPhone: agencyFields.contactPhone
      .optional()
      .meta({ description: 'null or an empty text removes the phone number.' }),
    creditLimit: kept(agencyFields.creditLimit),
    paymentTermsDays: kept(agencyFields.paymentTermsDays),
    defaultCommissionBasisPoints: kept(agencyFields.defaultCommissionBasisPoints),
    emailPilgrims: kept(agencyFields.emailPilgrims),
    language: kept(agencyFields.language),
    suspended: kept(strictBoolean()).meta({ description: 'true suspends the agency (its agents cannot book).' }),
  })
  .refine((change: Record<string, unknown>) => Object.values(change).some((value) => value !== undefined), {
    error: 'AGENCY_CHANGE_REQUIRED',
  });

export const agenciesListInput = z.object({
  search: text(NAME_MAX).optional().meta({ description: 'Part of the agency’s name, any case.' }),
  page: z.unknown().optional(),
  pageSize: z.unknown().optional(),
});

const netPrice = z.object({
  roomType: z.enum(RoomType, { error: 'AGENCY_TERMS_INVALID' }),
  amount: int('AGENCY_NET_PRICE_INVALID', { min: 1 }),
});

export const packageTermsInput = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('PERCENT_OFF'),
      commissionBasisPoints: int('AGENCY_COMMISSION_INVALID', { min: 0, max: 5000 }),
    }),
    z.object({
      kind: z.literal('NET_PRICE'),
      netPrices: z
        .array(netPrice, { error: 'AGENCY_TERMS_INVALID' })
        .min(1, { error: 'AGENCY_TERMS_INVALID' })
        .refine((prices) => new Set(prices.map((price) => price.roomType)).size === prices.length, {
          error: 'AGENCY_NET_PRICE_TWICE',
        }),
    }),
  ],
  { error: 'AGENCY_TERMS_INVALID' },
);

export const inviteAgentInput = inviteStaffInput.pick({ name: true, email: true });

const termsSelect = {
  packageId: true,
  kind: true,
  commissionBasisPoints: true,
  package: { select: { code: true, name: true, currency: true } },
  netPrices: { select: { roomType: true, amount: true }, orderBy: { roomType: 'asc' } },
} as const satisfies Prisma.AgencyPackageTermsSelect;

type TermsRow = Prisma.AgencyPackageTermsGetPayload<{ select: typeof termsSelect }>;

/** One package's commission rule for an agency, as staff read it. */
export type AgencyTerms = Omit<TermsRow, 'package'> & { packageCode: string; packageName: string; currency: string };

const termsView = ({ package: pkg, ...terms }: TermsRow): AgencyTerms => ({
  ...terms,
  packageCode: pkg.code,
  packageName: pkg.name,
  currency: pkg.currency,
});

const profileSelect = {
  id: true,
  name: true,
  country: true,
  currency: true,
  contactName: true,
  contactEmail: true,
  contactPhone: true,
  creditLimit: true,
  paymentTermsDays: true,
  defaultCommissionBasisPoints: true,
  emailPilgrims: true,
  language: true,
  suspendedAt: true,
  createdAt: true,
} as const satisfies Prisma.AgencySelect;

type ProfileRow = Prisma.AgencyGetPayload<{ select: typeof profileSelect }>;

/** An agency's row in the staff list: its money figures now and how many agents it has. */
export type AgencySummary = Pick<
  ProfileRow,
  'id' | 'name' | 'country' | 'currency' | 'creditLimit' | 'suspendedAt' | 'createdAt'
> & { outstanding: number; overdue: number; agentsCount: number };

/** An agency as its staff page shows it. */
export type AgencyDetail = ProfileRow & {
  outstanding: number;
  overdue: number;
  terms: AgencyTerms[];
  allocations: ReturnType<typeof allocationView>[];
  agents: { id: number; name: string; email: string; deactivatedAt: Date | null; createdAt: Date }[];
  invitations: { id: number; name: string; email: string; expiresAt: Date; createdAt: Date }[];
};

const AGENCY_WRITE = { duplicate: 'AGENCY_NAME_TAKEN', missing: 'AGENCY_NOT_FOUND' } as const;

/** The agencies, by name, a page at a time; `search` keeps those whose name contains it. */
export async function agencies(ctx: ServiceContext, args: unknown = {}) {
  requireStaff(ctx.viewer);
  const { search: given, ...paging } = parseInput(agenciesListInput, args ?? {});
  const search = given?.trim();
  const where: Prisma.AgencyWhereInput = search ? { name: { contains: search, mode: 'insensitive' } } : {};
  return listPage<AgencySummary>(
    paging,
    async (window) => {
      const rows = await ctx.db.agency.findMany({
        where,
        select: {
          id: true,
          name: true,
          country: true,
          currency: true,
          creditLimit: true,
          suspendedAt: true,
          createdAt: true,
          _count: { select: { users: { where: { deactivatedAt: null } } } },
        },
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
        ...window,
      });
      // One read of each listed agency's open invoices (a page is at most 100): every agency's would read them all.
      return Promise.all(
        rows.map(async ({ _count, ...row }) => {
          const { outstanding, overdue } = await agencyExposure(ctx.db, row.id);
          return { ...row, outstanding, overdue, agentsCount: _count.users };
        }),
      );
    },
    () => ctx.db.agency.count({ where }),
  );
}

/** One agency with its terms, seat allocations, agents and open invitations. */
export async function agency(ctx: ServiceContext, agencyId: unknown): Promise<AgencyDetail> {
  requireStaff(ctx.viewer);
  const found = foundOr404(
    await ctx.db.agency.findUnique({
      where: { id: parseInput(id, agencyId) },
      select: {
        ...profileSelect,
        packageTerms: { select: termsSelect, orderBy: { package: { name: 'asc' } } },
        allocations: { select: allocationSelect, orderBy: [{ departure: { departDate: 'asc' } }, { id: 'asc' }] },
        users: {
          select: { id: true, name: true, email: true, deactivatedAt: true, createdAt: true },
          orderBy: [{ name: 'asc' }, { id: 'asc' }],
        },
        invitations: {
          where: { usedAt: null, revokedAt: null },
          select: { id: true, name: true, email: true, expiresAt: true, createdAt: true },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        },
      },
    }),
    'AGENCY_NOT_FOUND',
  );
  const { packageTerms, allocations, users, invitations, ...profile } = found;
  const { outstanding, overdue } = await agencyExposure(ctx.db, found.id);
  return {
    ...profile,
    outstanding,
    overdue,
    terms: packageTerms.map(termsView),
    allocations: allocations.map(allocationView),
    agents: users,
    invitations,
  };
}

/** A new agency; audited. */
export async function createAgency(ctx: ServiceContext, input: unknown): Promise<AgencyDetail> {
  const viewer = requireStaff(ctx.viewer);
  const data = parseInput(createAgencyInput, input);
  const created = await ctx.db.$transaction(async (tx) => {
    const row = await writeOrExplain(tx.agency.create({ data, select: profileSelect }), AGENCY_WRITE);
    await recordAudit(tx, viewer, {
      action: 'agency.create',
      entityType: 'Agency',
      entityId: row.id,
      summary: `Created the agency ${row.name} (${row.country}, ${row.currency})`,
      after: auditedProfile(row),
    });
    return row;
  });
  return agency(ctx, created.id);
}

const auditedProfile = ({ id: _id, createdAt: _created, suspendedAt, ...profile }: ProfileRow) => ({
  ...profile,
  suspended: suspendedAt !== null,
});

async function lockedAgency(tx: TransactionClient, agencyId: number) {
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Agency" WHERE id = ${agencyId} FOR UPDATE`;
  foundOr404(rows.at(0) ?? null, 'AGENCY_NOT_FOUND');
  return tx.agency.findUniqueOrThrow({ where: { id: agencyId }, select: profileSelect });
}

/**
 * Changes an agency's profile, terms of payment or suspension; audited with what changed. Its currency is fixed
 * once it has an invoice (its money is in it) or package terms (set on packages in it).
 */
export async function updateAgency(ctx: ServiceContext, agencyId: unknown, input: unknown): Promise<AgencyDetail> {
  const viewer = requireStaff(ctx.viewer);
  const agencyKey = parseInput(id, agencyId);
  const { suspended, ...change } = parseInput(updateAgencyInput, input);
  await ctx.db.$transaction(async (tx) => {
    const before = await lockedAgency(tx, agencyKey);
    if (change.currency !== undefined && change.currency !== before.currency) {
      const [invoices, terms] = await Promise.all([
        tx.invoice.count({ where: { agencyId: agencyKey } }),
        tx.agencyPackageTerms.count({ where: { agencyId: agencyKey } }),
      ]);
      if (invoices > 0) throw conflict('AGENCY_CURRENCY_LOCKED', { currency: before.currency });
      if (terms > 0) throw conflict('AGENCY_CURRENCY_HAS_TERMS', { currency: before.currency });
    }
    const suspendedAt = suspended === undefined ? undefined : suspended ? (before.suspendedAt ?? new Date()) : null;
    const after = await writeOrExplain(
      tx.agency.update({ where: { id: agencyKey }, data: { ...change, suspendedAt }, select: profileSelect }),
      AGENCY_WRITE,
    );
    const changed = changedFields(auditedProfile(before), auditedProfile(after));
    if (Object.keys(changed.after).length === 0) return;
    await recordAudit(tx, viewer, {
      action: 'agency.update',
      entityType: 'Agency',
      entityId: agencyKey,
      summary: `Changed the ${fieldList(changed.after)} of the agency ${after.name}`,
      ...changed,
    });
  });
  return agency(ctx, agencyKey);
}

/** The package's lowest public per-person price of each room type (its own or a departure's). */
async function publicPrices(tx: TransactionClient, packageId: number) {
  const rows = await tx.roomPrice.groupBy({ by: ['roomType'], where: { packageId }, _min: { amount: true } });
  return new Map(rows.map((row) => [row.roomType, row._min.amount ?? 0]));
}

/**
 * Sets an agency's commission rule on one package, replacing the one before (a NET_PRICE rule's prices are replaced
 * whole). The package must be priced in the agency's currency, and a net price may not exceed the lowest public
 * price of its room type on any of the package's departures, so no agency ever pays more than the public.
 */
export async function setAgencyPackageTerms(
  ctx: ServiceContext,
  agencyId: unknown,
  packageId: unknown,
  input: unknown,
): Promise<AgencyTerms> {
  const viewer = requireStaff(ctx.viewer);
  const agencyKey = parseInput(id, agencyId);
  const packageKey = parseInput(id, packageId);
  const terms = parseInput(packageTermsInput, input);
  return ctx.db.$transaction(async (tx) => {
    const owner = await lockedAgency(tx, agencyKey);
    const pkg = foundOr404(
      await tx.package.findUnique({ where: { id: packageKey }, select: { name: true, currency: true } }),
      'PACKAGE_NOT_FOUND',
    );
    if (pkg.currency !== owner.currency)
      throw badRequest('AGENCY_PACKAGE_CURRENCY', { packageCurrency: pkg.currency, agencyCurrency: owner.currency });
    const netPrices = terms.kind === 'NET_PRICE' ? terms.netPrices : [];
    if (netPrices.length > 0) {
      const prices = await publicPrices(tx, packageKey);
      for (const { roomType, amount } of netPrices) {
        const publicPrice = prices.get(roomType);
        if (publicPrice === undefined) throw badRequest('AGENCY_NET_PRICE_UNPRICED', { roomType });
        if (amount > publicPrice)
          throw badRequest('AGENCY_NET_PRICE_ABOVE_PUBLIC', {
            roomType,
            publicPrice: formatMoney(publicPrice, pkg.currency),
          });
      }
    }
    const key = { agencyId_packageId: { agencyId: agencyKey, packageId: packageKey } };
    const before = await tx.agencyPackageTerms.findUnique({ where: key, select: termsSelect });
    const rule = {
      kind: terms.kind,
      commissionBasisPoints: terms.kind === 'PERCENT_OFF' ? terms.commissionBasisPoints : null,
    };
    const saved = await tx.agencyPackageTerms.upsert({
      where: key,
      create: { agencyId: agencyKey, packageId: packageKey, ...rule },
      update: { ...rule, netPrices: { deleteMany: {} } },
      select: { id: true },
    });
    if (netPrices.length > 0)
      await tx.agencyNetPrice.createMany({ data: netPrices.map((price) => ({ termsId: saved.id, ...price })) });
    const after = await tx.agencyPackageTerms.findUniqueOrThrow({ where: key, select: termsSelect });
    await recordAudit(tx, viewer, {
      action: 'agency.terms',
      entityType: 'Agency',
      entityId: agencyKey,
      summary: `Set the terms of ${owner.name} on ${pkg.name}: ${describeTerms(after)}`,
      before: before && auditedTerms(before),
      after: auditedTerms(after),
    });
    return termsView(after);
  });
}

const auditedTerms = ({ packageId, kind, commissionBasisPoints, netPrices }: TermsRow) => ({
  packageId,
  kind,
  commissionBasisPoints,
  netPrices,
});

function describeTerms(terms: TermsRow): string {
  if (terms.kind === 'PERCENT_OFF') return `${(terms.commissionBasisPoints ?? 0) / 100}% off the public price`;
  const prices = terms.netPrices.map(
    (price) => `${price.roomType} ${formatMoney(price.amount, terms.package.currency)}`,
  );
  return `net prices ${prices.join(', ')}`;
}

/** Removes an agency's own terms on a package: the agency's default commission applies there again. */
export async function removeAgencyPackageTerms(
  ctx: ServiceContext,
  agencyId: unknown,
  packageId: unknown,
): Promise<boolean> {
  const viewer = requireStaff(ctx.viewer);
  const agencyKey = parseInput(id, agencyId);
  const packageKey = parseInput(id, packageId);
  await ctx.db.$transaction(async (tx) => {
    const owner = await lockedAgency(tx, agencyKey);
    const key = { agencyId_packageId: { agencyId: agencyKey, packageId: packageKey } };
    const before = await tx.agencyPackageTerms.findUnique({ where: key, select: termsSelect });
    if (!before) throw notFound('AGENCY_TERMS_NOT_FOUND');
    await tx.agencyPackageTerms.delete({ where: key });
    await recordAudit(tx, viewer, {
      action: 'agency.terms-remove',
      entityType: 'Agency',
      entityId: agencyKey,
      summary: `Removed the terms of ${owner.name} on ${before.package.name} (${describeTerms(before)})`,
      before: auditedTerms(before),
    });
  });
  return true;
}

/**
 * Invites a person to be an agent of the agency, by the staff invitation flow (decision 0050): the link's account
 * is made with the role AGENT and this agency. Audited.
 */
export async function inviteAgent(ctx: ServiceContext, agencyId: unknown, input: unknown) {
  const viewer = requireStaff(ctx.viewer);
  const agencyKey = parseInput(id, agencyId);
  const data = parseInput(inviteAgentInput, input);
  requireEmail(ctx);
  return ctx.db.$transaction(async (tx) => {
    const owner = await lockedAgency(tx, agencyKey);
    const invitation = await openInvitation(ctx, tx, viewer, { ...data, role: 'AGENT', agencyId: agencyKey });
    await recordAudit(tx, viewer, {
      action: 'agency.invite-agent',
      entityType: 'StaffInvitation',
      entityId: invitation.id,
      summary: `Invited ${invitation.name} (${invitation.email}) as an agent of ${owner.name}`,
      after: { name: invitation.name, email: invitation.email, role: 'AGENT', agencyId: agencyKey },
    });
    return invitation;
  });
}
