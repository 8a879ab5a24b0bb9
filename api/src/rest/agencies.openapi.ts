import { CommissionKind, Role, RoomType } from '@rihla/db';
import { z } from 'zod';

import { LOCALES } from '../lib/locale.ts';
import {
  agenciesListInput,
  createAgencyInput,
  inviteAgentInput,
  packageTermsInput,
  updateAgencyInput,
} from '../services/agencies.service.ts';
import { createSeatAllocationInput, updateSeatAllocationInput } from '../services/seat-allocations.service.ts';
import { calendarDay, Ok, operations, timestamp } from './openapi/operation.ts';

/**
 * Agencies, their commission terms, agents and seat allocations (issue #34, decision 0065): staff only (an agent,
 * a group leader or a customer gets 403). Money is in minor units of the agency's currency.
 */
export const agencyOperations = operations(() => {
  const money = z.number().int().meta({ description: 'Minor units of the agency’s currency.' });
  const Summary = z
    .object({
      id: z.number().int(),
      name: z.string(),
      country: z.string(),
      currency: z.string(),
      creditLimit: money,
      suspendedAt: timestamp.nullable(),
      createdAt: timestamp,
      outstanding: money.meta({ description: 'What its open invoices still owe.' }),
      overdue: money.meta({ description: 'Of which past due.' }),
      agentsCount: z.number().int().meta({ description: 'Active agents.' }),
    })
    .meta({ id: 'AgencySummary' });
  const Terms = z
    .object({
      packageId: z.number().int(),
      packageCode: z.string(),
      packageName: z.string(),
      currency: z.string(),
      kind: z.enum(CommissionKind),
      commissionBasisPoints: z.number().int().nullable(),
      netPrices: z.array(z.object({ roomType: z.enum(RoomType), amount: money })),
    })
    .meta({ id: 'AgencyTerms' });
  const Allocation = z
    .object({
      id: z.number().int(),
      agencyId: z.number().int(),
      departureId: z.number().int(),
      packageId: z.number().int(),
      packageName: z.string(),
      departDate: calendarDay,
      returnDate: calendarDay,
      seats: z.number().int(),
      seatsUsed: z.number().int(),
      releaseOn: calendarDay,
      releasedAt: timestamp.nullable(),
      createdAt: timestamp,
    })
    .meta({ id: 'SeatAllocation' });
  const Agency = z
    .object({
      id: z.number().int(),
      name: z.string(),
      country: z.string(),
      currency: z.string(),
      contactName: z.string(),
      contactEmail: z.string(),
      contactPhone: z.string().nullable(),
      creditLimit: money,
      paymentTermsDays: z.number().int(),
      defaultCommissionBasisPoints: z.number().int(),
      emailPilgrims: z.boolean(),
      language: z.enum(LOCALES),
      suspendedAt: timestamp.nullable(),
      createdAt: timestamp,
      outstanding: money,
      overdue: money,
      terms: z.array(Terms),
      allocations: z.array(Allocation),
      agents: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          email: z.string(),
          deactivatedAt: timestamp.nullable(),
          createdAt: timestamp,
        }),
      ),
      invitations: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          email: z.string(),
          expiresAt: timestamp,
          createdAt: timestamp,
        }),
      ),
    })
    .meta({ id: 'Agency' });
  const Invitation = z
    .object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      role: z.enum(Role),
      expiresAt: timestamp,
      createdAt: timestamp,
      invitedBy: z.object({ name: z.string() }),
      agency: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    })
    .meta({ id: 'AgentInvitation' });

  return {
    listAgencies: {
      operationId: 'listAgencies',
      summary: 'The agencies by name, with what each owes now (staff)',
      tag: 'agencies',
      access: 'staff',
      query: agenciesListInput.omit({ page: true, pageSize: true }),
      paging: 'page',
      response: z.array(Summary),
    },
    createAgency: {
      operationId: 'createAgency',
      summary: 'Add an agency; audited',
      tag: 'agencies',
      access: 'staff',
      body: createAgencyInput,
      response: Agency,
      errors: [409],
    },
    agency: {
      operationId: 'agency',
      summary: 'An agency with its terms, seat allocations, agents and open invitations (staff)',
      tag: 'agencies',
      access: 'staff',
      response: Agency,
      errors: [404],
    },
    updateAgency: {
      operationId: 'updateAgency',
      summary: 'Change an agency’s profile, money terms or suspension; audited',
      description: 'Its currency is fixed (409) once it has an invoice or package terms.',
      tag: 'agencies',
      access: 'staff',
      body: updateAgencyInput,
      response: Agency,
      errors: [404, 409],
    },
    setAgencyPackageTerms: {
      operationId: 'setAgencyPackageTerms',
      summary: 'Set (replace) an agency’s commission rule on a package; audited',
      description:
        'The package must be priced in the agency’s currency; a net price is more than 0 and at most the public price of its room type.',
      tag: 'agencies',
      access: 'staff',
      body: packageTermsInput,
      response: Terms,
      errors: [404],
    },
    removeAgencyPackageTerms: {
      operationId: 'removeAgencyPackageTerms',
      summary: 'Remove an agency’s own terms on a package (its default commission applies again); audited',
      tag: 'agencies',
      access: 'staff',
      response: Ok,
      errors: [404],
    },
    inviteAgent: {
      operationId: 'inviteAgent',
      summary: 'Mail an invitation to be an agent of the agency; audited',
      description: 'An address that already has an account is refused (409).',
      tag: 'agencies',
      access: 'staff',
      body: inviteAgentInput,
      response: Invitation,
      errors: [404, 409, 503],
    },
    createSeatAllocation: {
      operationId: 'createSeatAllocation',
      summary: 'Block a departure’s seats for an agency, off public sale at once; audited',
      description: 'One block per agency and departure (409); refused in words when the seats are not on sale.',
      tag: 'agencies',
      access: 'staff',
      body: createSeatAllocationInput,
      response: Allocation,
      errors: [404, 409],
    },
    updateSeatAllocation: {
      operationId: 'updateSeatAllocation',
      summary: 'Resize a block or move its release date; audited',
      description: 'Growing takes seats off public sale; shrinking gives them back, never below what is used (409).',
      tag: 'agencies',
      access: 'staff',
      body: updateSeatAllocationInput,
      response: Allocation,
      errors: [404, 409],
    },
    releaseSeatAllocation: {
      operationId: 'releaseSeatAllocation',
      summary: 'Put a block’s unused seats back on public sale now; again changes nothing; audited',
      tag: 'agencies',
      access: 'staff',
      response: Allocation,
      errors: [404],
    },
  };
});
