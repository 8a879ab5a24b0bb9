import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { badRequest, notFound } from '../lib/errors.ts';
import { id, int, issueMessage, parseInput } from '../lib/validation.ts';

/**
 * A package's cancellation policy (issue #14, item 4): rules "cancel N or more days before departure: P % of what
 * was paid is refunded". The rule with the most days that the cancellation still meets applies; none: no refund.
 */

export type PolicyRule = { daysBefore: number; refundPercent: number };

export type PolicyRefund = {
  /** Whole days from today (UTC) to the departure date; null for a booking without a departure. */
  daysBefore: number | null;
  rule: PolicyRule | null;
  percent: number;
  /** Minor units: the percentage of everything paid, rounded down: the policy's whole entitlement. */
  amount: number;
};

const MAX_RULES = 10;
const DAY_MS = 24 * 3600_000;

export const rulesInput = z.object({
  rules: z
    .array(
      z.object({
        daysBefore: int('POLICY_DAYS_INVALID', { min: 0, max: 365 }),
        refundPercent: int('POLICY_REFUND_PERCENT_INVALID', { min: 0, max: 100 }),
      }),
      { error: 'POLICY_RULES_NOT_LIST' },
    )
    .max(MAX_RULES, { error: issueMessage('POLICY_RULES_TOO_MANY', { max: MAX_RULES }) })
    .transform((rules) => [...rules].sort((a, b) => b.daysBefore - a.daysBefore))
    .refine((rules) => new Set(rules.map((r) => r.daysBefore)).size === rules.length, {
      error: 'POLICY_DAYS_DUPLICATE',
    })
    // Cancelling later never gives back more than cancelling earlier.
    .refine((rules) => rules.every((rule, i) => i === 0 || rule.refundPercent <= rules[i - 1].refundPercent), {
      error: 'POLICY_REFUND_NOT_DECREASING',
    }),
});

/**
 * The refund the policy gives for a cancellation made on `now` (the day the customer asked, or today when staff
 * cancel). `paid`: everything the booking paid, never what remains after earlier refunds (docs/decisions/0049): the
 * answer is the policy's whole entitlement, of which earlier refunds are a part.
 */
export function policyRefund(
  rules: PolicyRule[],
  departDate: Date | null,
  paid: number,
  now = new Date(),
): PolicyRefund {
  if (!departDate) return { daysBefore: null, rule: null, percent: 0, amount: 0 };
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysBefore = Math.round((departDate.getTime() - today) / DAY_MS);
  const rule = [...rules].sort((a, b) => b.daysBefore - a.daysBefore).find((r) => daysBefore >= r.daysBefore);
  const percent = rule?.refundPercent ?? 0;
  return { daysBefore, rule: rule ?? null, percent, amount: Math.floor((paid * percent) / 100) };
}

/** The package's rules, most days first (public: the package page shows them). */
export async function cancellationPolicy(ctx: ServiceContext, packageId: unknown): Promise<PolicyRule[]> {
  const targetId = parseInput(id, packageId);
  const pkg = await ctx.db.package.findFirst({ where: { id: targetId, archivedAt: null }, select: { id: true } });
  if (!pkg) throw notFound('PACKAGE_NOT_FOUND');
  return rulesOf(ctx, targetId);
}

/** Replaces the package's rules in one transaction, with an audit entry of the old and new policy. */
export async function setCancellationPolicy(ctx: ServiceContext, packageId: unknown, input: unknown) {
  requireStaff(ctx.viewer);
  const targetId = parseInput(id, packageId);
  if (typeof input !== 'object' || input === null) throw badRequest('POLICY_RULES_NOT_LIST');
  const { rules } = parseInput(rulesInput, input);
  return ctx.db.$transaction(async (tx) => {
    const pkg = await tx.package.findUnique({ where: { id: targetId }, select: { name: true } });
    if (!pkg) throw notFound('PACKAGE_NOT_FOUND');
    const before = await tx.cancellationRule.findMany({
      where: { packageId: targetId },
      orderBy: { daysBefore: 'desc' },
      select: { daysBefore: true, refundPercent: true },
    });
    await tx.cancellationRule.deleteMany({ where: { packageId: targetId } });
    await tx.cancellationRule.createMany({ data: rules.map((rule) => ({ ...rule, packageId: targetId })) });
    await recordAudit(tx, ctx.viewer, {
      action: 'package.cancellation-policy',
      entityType: 'Package',
      entityId: targetId,
      summary: `Changed the cancellation policy of ${pkg.name}`,
      before: { rules: before },
      after: { rules },
    });
    return rules;
  });
}

function rulesOf(ctx: Pick<ServiceContext, 'db'>, packageId: number): Promise<PolicyRule[]> {
  return ctx.db.cancellationRule.findMany({
    where: { packageId },
    orderBy: { daysBefore: 'desc' },
    select: { daysBefore: true, refundPercent: true },
  });
}
