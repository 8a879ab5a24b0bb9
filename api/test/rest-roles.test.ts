import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  aBooking,
  aCustomer,
  aDeparture,
  anAgency,
  anAllocation,
  aPackage,
  daysFromToday,
  inDays,
} from '../../test/support/factories.ts';
import { agentWithToken, everyone, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/**
 * Spec section 6 as a table: every protected REST call, run as anonymous, USER, GROUP_LEADER, AGENT, STAFF and
 * ADMIN. A group leader (issue #33) and an agency's agent (issue #34) are no staff members: every staff call refuses
 * them.
 * 401 without a token, 403 for a role that may not, success for one that may.
 */
let t: TestApp;
let tokens: Awaited<ReturnType<typeof everyone>> & { GROUP_LEADER: string; AGENT: string };
let seq = 0;

beforeAll(async () => {
  t = await startTestApp();
  tokens = {
    ...(await everyone(t)),
    GROUP_LEADER: (await userWithToken(t, 'GROUP_LEADER')).token,
    AGENT: (await agentWithToken(t, (await anAgency(t.deps.db)).id)).token,
  };
});
afterAll(async () => t.app.close());

type Role = 'USER' | 'GROUP_LEADER' | 'AGENT' | 'STAFF' | 'ADMIN';
type Case = { name: string; allowed: Role[]; call: (token?: string) => Promise<{ status: number }> };

const pkg = () => aPackage(t.deps.db, { code: `P${++seq}`, name: 'Temp package', price: 1000 });
const mode = () => t.deps.db.transportMode.create({ data: { code: `M${++seq}`, name: 'Temp mode' } });
const klass = () => t.deps.db.serviceClass.create({ data: { code: `C${++seq}`, name: 'Temp class', multiplier: 1 } });
const read = (url: string) => (token?: string) => rest(t, 'GET', url, { token });
const inviteAs = (role: Role) => (token?: string) =>
  rest(t, 'POST', '/api/staff-invitations', {
    token,
    json: { name: 'New', email: `n${++seq}@example.com`, role },
  });
const agencyId = async () => (await anAgency(t.deps.db)).id;
const thisMonth = () => new Date().toISOString().slice(0, 7);
const allocation = async () => {
  const [agency, departure] = await Promise.all([anAgency(t.deps.db), aDeparture(t.deps.db)]);
  return anAllocation(t.deps.db, { agencyId: agency.id, departureId: departure.id, releaseOn: daysFromToday(10) });
};
const review = async () => {
  const [p, u] = await Promise.all([pkg(), aCustomer(t.deps.db)]);
  return t.deps.db.review.create({ data: { rating: 5, comment: 'Great', packageId: p.id, userId: u.id } });
};

const cases: Case[] = [
  { name: 'GET /stats', allowed: ['STAFF', 'ADMIN'], call: read('/api/stats') },
  { name: 'GET /users', allowed: ['STAFF', 'ADMIN'], call: read('/api/users') },
  { name: 'GET /bookings', allowed: ['STAFF', 'ADMIN'], call: read('/api/bookings') },
  { name: 'GET /consultations', allowed: ['STAFF', 'ADMIN'], call: read('/api/consultations') },
  { name: 'GET /reviews', allowed: ['STAFF', 'ADMIN'], call: read('/api/reviews') },
  { name: 'GET /custom-bookings', allowed: ['STAFF', 'ADMIN'], call: read('/api/custom-bookings') },
  { name: 'POST /staff-invitations (STAFF role)', allowed: ['STAFF', 'ADMIN'], call: inviteAs('STAFF') },
  { name: 'POST /staff-invitations (ADMIN role)', allowed: ['ADMIN'], call: inviteAs('ADMIN') },
  { name: 'POST /staff-invitations (GROUP_LEADER role)', allowed: ['STAFF', 'ADMIN'], call: inviteAs('GROUP_LEADER') },
  { name: 'GET /staff-invitations', allowed: ['STAFF', 'ADMIN'], call: read('/api/staff-invitations') },
  { name: 'GET /admin/bookings.csv', allowed: ['STAFF', 'ADMIN'], call: read('/api/admin/bookings.csv') },
  { name: 'GET /audit', allowed: ['ADMIN'], call: read('/api/audit') },
  { name: 'GET /group-leaders', allowed: ['STAFF', 'ADMIN'], call: read('/api/group-leaders') },
  { name: 'GET /agencies', allowed: ['STAFF', 'ADMIN'], call: read('/api/agencies') },
  {
    name: 'GET /agencies/:id',
    allowed: ['STAFF', 'ADMIN'],
    call: async (tk) => read(`/api/agencies/${await agencyId()}`)(tk),
  },
  {
    name: 'POST /agencies',
    allowed: ['STAFF', 'ADMIN'],
    call: (tk) =>
      rest(t, 'POST', '/api/agencies', {
        token: tk,
        json: {
          name: `Agency ${++seq}`,
          country: 'SA',
          currency: 'SAR',
          contactName: 'Desk',
          contactEmail: 'desk@example.com',
          creditLimit: 0,
        },
      }),
  },
  {
    name: 'PATCH /agencies/:id',
    allowed: ['STAFF', 'ADMIN'],
    call: async (tk) => rest(t, 'PATCH', `/api/agencies/${await agencyId()}`, { token: tk, json: { creditLimit: 1 } }),
  },
  {
    name: 'PUT /agencies/:id/terms/:packageId',
    allowed: ['STAFF', 'ADMIN'],
    call: async (tk) =>
      rest(t, 'PUT', `/api/agencies/${await agencyId()}/terms/${(await pkg()).id}`, {
        token: tk,
        json: { kind: 'PERCENT_OFF', commissionBasisPoints: 500 },
      }),
  },
  {
    name: 'DELETE /agencies/:id/terms/:packageId',
    allowed: ['STAFF', 'ADMIN'],
    call: async (tk) => {
      const [agency, product] = await Promise.all([agencyId(), pkg()]);
      await t.deps.db.agencyPackageTerms.create({
        data: { agencyId: agency, packageId: product.id, kind: 'PERCENT_OFF', commissionBasisPoints: 100 },
      });
      return rest(t, 'DELETE', `/api/agencies/${agency}/terms/${product.id}`, { token: tk });
    },
  },
  {
    name: 'POST /agencies/:id/agents',
    allowed: ['STAFF', 'ADMIN'],
    call: async (tk) =>
      rest(t, 'POST', `/api/agencies/${await agencyId()}/agents`, {
        token: tk,
        json: { name: 'Agent', email: `agent${++seq}@example.com` },
      }),
  },
  {
    name: 'POST /seat-allocations',
    allowed: ['STAFF', 'ADMIN'],
    call: async (tk) =>
      rest(t, 'POST', '/api/seat-allocations', {
        token: tk,
        json: {
          agencyId: await agencyId(),
          departureId: (await aDeparture(t.deps.db)).id,
          seats: 1,
          releaseOn: inDays(10),
        },
      }),
  },
  {
    name: 'PATCH /seat-allocations/:id',
    allowed: ['STAFF', 'ADMIN'],
    call: async (tk) =>
      rest(t, 'PATCH', `/api/seat-allocations/${(await allocation()).id}`, { token: tk, json: { seats: 1 } }),
  },
  {
    name: 'POST /seat-allocations/:id/release',
    allowed: ['STAFF', 'ADMIN'],
    call: async (tk) => rest(t, 'POST', `/api/seat-allocations/${(await allocation()).id}/release`, { token: tk }),
  },
  { name: 'GET /my-groups', allowed: ['GROUP_LEADER', 'STAFF', 'ADMIN'], call: read('/api/my-groups') },
  // Agencies' invoices (decision 0065): an agent reads its own agency's (api/test/invoices.test.ts), staff all.
  { name: 'GET /invoices', allowed: ['AGENT', 'STAFF', 'ADMIN'], call: read('/api/invoices') },
  { name: 'GET /invoice-reviews', allowed: ['STAFF', 'ADMIN'], call: read('/api/invoice-reviews') },
  // The agent portal: its agency is the agent's own, so no other role has one to read.
  { name: 'GET /agent/agency', allowed: ['AGENT'], call: read('/api/agent/agency') },
  { name: 'GET /agent/departures', allowed: ['AGENT'], call: read('/api/agent/departures') },
  { name: 'GET /agent/bookings', allowed: ['AGENT'], call: read('/api/agent/bookings') },
  { name: 'GET /agent/statement', allowed: ['AGENT'], call: read(`/api/agent/statement?month=${thisMonth()}`) },
  {
    // The agent's own agency by id (another's answers it the 404 of a missing one: test/security/agencies.test.ts).
    name: 'GET /agencies/:id/statement',
    allowed: ['AGENT', 'STAFF', 'ADMIN'],
    call: async (tk) => {
      const { agencyId: own } = await t.deps.db.user.findFirstOrThrow({ where: { role: 'AGENT' } });
      return read(`/api/agencies/${own}/statement?month=${thisMonth()}`)(tk);
    },
  },
  { name: 'GET /receivables/aged', allowed: ['STAFF', 'ADMIN'], call: read('/api/receivables/aged') },
  {
    name: 'GET /departures/:id/groups',
    allowed: ['STAFF', 'ADMIN'],
    call: async (tk) => read(`/api/departures/${(await aDeparture(t.deps.db)).id}/groups`)(tk),
  },
  {
    name: 'PUT /bookings/:id/group',
    allowed: ['STAFF', 'ADMIN'],
    call: async (tk) =>
      rest(t, 'PUT', `/api/bookings/${(await aBooking(t.deps.db)).id}/group`, { token: tk, json: { groupId: null } }),
  },
  {
    name: 'PATCH /users/:id/active',
    allowed: ['ADMIN'],
    call: async (tk) =>
      rest(t, 'PATCH', `/api/users/${(await aCustomer(t.deps.db)).id}/active`, { token: tk, json: { active: false } }),
  },
  {
    name: 'DELETE /users/:id',
    allowed: ['ADMIN'],
    call: async (tk) => rest(t, 'DELETE', `/api/users/${(await aCustomer(t.deps.db)).id}`, { token: tk }),
  },
  {
    name: 'PATCH /users/:id/role USER->GROUP_LEADER',
    allowed: ['STAFF', 'ADMIN'],
    call: async (tk) =>
      rest(t, 'PATCH', `/api/users/${(await aCustomer(t.deps.db)).id}/role`, {
        token: tk,
        json: { role: 'GROUP_LEADER' },
      }),
  },
  {
    name: 'PATCH /users/:id/role USER->STAFF',
    allowed: ['STAFF', 'ADMIN'],
    call: async (tk) =>
      rest(t, 'PATCH', `/api/users/${(await aCustomer(t.deps.db)).id}/role`, { token: tk, json: { role: 'STAFF' } }),
  },
  {
    name: 'POST /packages',
    allowed: ['STAFF', 'ADMIN'],
    call: (tk) => rest(t, 'POST', '/api/packages', { token: tk, json: { code: `NEW${++seq}`, name: 'New package' } }),
  },
  {
    name: 'PATCH /packages/:id',
    allowed: ['STAFF', 'ADMIN'],
    call: async (tk) => rest(t, 'PATCH', `/api/packages/${(await pkg()).id}`, { token: tk, json: { name: 'Renamed' } }),
  },
  {
    name: 'DELETE /packages/:id',
    allowed: ['ADMIN'],
    call: async (tk) => rest(t, 'DELETE', `/api/packages/${(await pkg()).id}`, { token: tk }),
  },
  {
    name: 'POST /transport-modes',
    allowed: ['STAFF', 'ADMIN'],
    call: (tk) => rest(t, 'POST', '/api/transport-modes', { token: tk, json: { code: `TM${++seq}`, name: 'Camel' } }),
  },
  {
    name: 'PATCH /transport-modes/:id',
    allowed: ['STAFF', 'ADMIN'],
    call: async (tk) =>
      rest(t, 'PATCH', `/api/transport-modes/${(await mode()).id}`, { token: tk, json: { enabled: false } }),
  },
  {
    name: 'DELETE /transport-modes/:id',
    allowed: ['STAFF', 'ADMIN'],
    call: async (tk) => rest(t, 'DELETE', `/api/transport-modes/${(await mode()).id}`, { token: tk }),
  },
  {
    name: 'POST /service-classes',
    allowed: ['STAFF', 'ADMIN'],
    call: (tk) =>
      rest(t, 'POST', '/api/service-classes', {
        token: tk,
        json: { code: `SC${++seq}`, name: 'Gold', multiplier: 1.2 },
      }),
  },
  {
    name: 'PATCH /service-classes/:id',
    allowed: ['STAFF', 'ADMIN'],
    call: async (tk) =>
      rest(t, 'PATCH', `/api/service-classes/${(await klass()).id}`, { token: tk, json: { multiplier: 2 } }),
  },
  {
    name: 'DELETE /service-classes/:id',
    allowed: ['STAFF', 'ADMIN'],
    call: async (tk) => rest(t, 'DELETE', `/api/service-classes/${(await klass()).id}`, { token: tk }),
  },
  {
    name: 'DELETE /reviews/:id',
    allowed: ['STAFF', 'ADMIN'],
    call: async (tk) => rest(t, 'DELETE', `/api/reviews/${(await review()).id}`, { token: tk }),
  },
  {
    name: 'POST /training/modules',
    allowed: ['STAFF', 'ADMIN'],
    call: (tk) =>
      rest(t, 'POST', '/api/training/modules', { token: tk, json: { title: 'Module', slug: `module-${++seq}` } }),
  },
  {
    name: 'POST /training/modules/:id/lessons',
    allowed: ['STAFF', 'ADMIN'],
    call: async (tk) => {
      const m = await t.deps.db.trainingModule.create({ data: { title: 'M', slug: `m-${++seq}` } });
      return rest(t, 'POST', `/api/training/modules/${m.id}/lessons`, {
        token: tk,
        json: { title: 'Lesson', content: 'Text' },
      });
    },
  },
];

describe.each(cases)('$name', ({ allowed, call }) => {
  it('401 for anonymous', async () => {
    expect((await call(tokens.anonymous)).status).toBe(401);
  });
  it.each(['USER', 'GROUP_LEADER', 'AGENT', 'STAFF', 'ADMIN'] as const)('as %s', async (role) => {
    const { status } = await call(tokens[role]);
    if (allowed.includes(role)) expect(status).toBeLessThan(300);
    else expect(status).toBe(403);
  });
});

describe('role changes follow the spec', () => {
  it('STAFF cannot touch an ADMIN nor grant ADMIN; ADMIN can; nobody demotes the last ADMIN', async () => {
    const staff = await aCustomer(t.deps.db);
    await t.deps.db.user.update({ where: { id: staff.id }, data: { role: 'STAFF' } });
    const admins = await t.deps.db.user.findMany({ where: { role: 'ADMIN' } });
    expect(
      (await rest(t, 'PATCH', `/api/users/${admins[0].id}/role`, { token: tokens.STAFF, json: { role: 'STAFF' } }))
        .status,
    ).toBe(403);
    expect(
      (await rest(t, 'PATCH', `/api/users/${staff.id}/role`, { token: tokens.STAFF, json: { role: 'ADMIN' } })).status,
    ).toBe(403);
    const promoted = await rest(t, 'PATCH', `/api/users/${staff.id}/role`, {
      token: tokens.ADMIN,
      json: { role: 'ADMIN' },
    });
    expect(promoted.body.user.role).toBe('ADMIN');
    const bad = await rest(t, 'PATCH', `/api/users/${staff.id}/role`, { token: tokens.ADMIN, json: { role: 'OWNER' } });
    expect(bad).toMatchObject({ status: 400, body: { error: 'Role must be ADMIN, STAFF, GROUP_LEADER or USER.' } });
  });

  it('the last ADMIN cannot be demoted', async () => {
    const me = await t.deps.db.user.findFirstOrThrow({ where: { role: 'ADMIN', email: { startsWith: 'admin' } } });
    await t.deps.db.user.updateMany({ where: { role: 'ADMIN', NOT: { id: me.id } }, data: { role: 'STAFF' } });
    const demote = await rest(t, 'PATCH', `/api/users/${me.id}/role`, { token: tokens.ADMIN, json: { role: 'STAFF' } });
    expect(demote).toMatchObject({ status: 409, body: { error: 'The last admin cannot be demoted.' } });
    expect((await t.deps.db.user.findUniqueOrThrow({ where: { id: me.id } })).role).toBe('ADMIN');
  });
});
