import { randomUUID } from 'node:crypto';

import type { Prisma, PrismaClient } from '@rihla/db';

import { aStaffUser } from '../../test/support/factories.ts';
import { startSession } from '../src/lib/auth/sessions.ts';
import type { TestApp } from './helpers.ts';

/**
 * Agencies and their agents for the agent portal's tests (decision 0065), kept apart from the shared factories so
 * they do not clash with the agencies helper's own `anAgency()`.
 */
export async function agencyRow(db: PrismaClient, overrides: Partial<Prisma.AgencyUncheckedCreateInput> = {}) {
  const n = randomUUID().slice(0, 8);
  return db.agency.create({
    data: {
      name: `Al-Noor Travel ${n}`,
      country: 'GB',
      currency: 'USD',
      contactName: 'Yusuf Ali',
      contactEmail: `desk.${n}@example.com`,
      creditLimit: 1_000_000,
      paymentTermsDays: 14,
      ...overrides,
    },
  });
}

/** An AGENT of the agency, signed in (a session token). */
export async function agentOf({ deps }: TestApp, agencyId: number) {
  const user = await aStaffUser(deps.db, { role: 'AGENT', agencyId });
  const token = await startSession(deps.db, user, deps.config.jwtSecret, '1h');
  return { user, token };
}

/** A new agency and one signed-in agent of it. */
export async function agencyWithAgent(t: TestApp, overrides: Partial<Prisma.AgencyUncheckedCreateInput> = {}) {
  const agency = await agencyRow(t.deps.db, overrides);
  return { agency, ...(await agentOf(t, agency.id)) };
}
