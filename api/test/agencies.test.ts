/**
 * Agencies (issue #34, decision 0065): staff manage an agency's profile and money terms, its commission terms per
 * package and its agents (made only by the agency's invitation); everyone else is refused. Every write is audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  aCustomer,
  anAgency,
  anAgencyBooking,
  anAgent,
  anInvoice,
  aPackage,
  inDays,
  PASSWORD,
} from '../../test/support/factories.ts';
import { mintLinks, storedLinks } from '../../worker/src/emails/links.ts';
import { agentWithToken, configWithLimits, gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

let t: TestApp;
let staff: { token: string; user: { id: number } };
let admin: { token: string; user: { id: number } };
let seq = 0;

beforeAll(async () => {
  t = await startTestApp({ config: configWithLimits({ auth: 1000 }) });
  staff = await userWithToken(t, 'STAFF');
  admin = await userWithToken(t, 'ADMIN');
});
afterAll(async () => t.app.close());

const NEW_AGENCY = {
  country: 'id',
  currency: 'usd',
  contactName: 'Siti Rahma',
  contactEmail: 'Desk@Barokah.example.com',
  contactPhone: '+62 21 555 0101',
  creditLimit: 500_000,
  paymentTermsDays: 30,
  defaultCommissionBasisPoints: 800,
};
const LANGUAGE_INVALID = 'The language is en (English), ar (Arabic) or id (Indonesian).';
const create = (json: Record<string, unknown>, token = staff.token) =>
  rest(t, 'POST', '/api/agencies', { token, json: { name: `Barokah Travel ${++seq}`, ...NEW_AGENCY, ...json } });
const patch = (agencyId: number, json: Record<string, unknown>, token = staff.token) =>
  rest(t, 'PATCH', `/api/agencies/${agencyId}`, { token, json });
const putTerms = (agencyId: number, packageId: number, json: unknown) =>
  rest(t, 'PUT', `/api/agencies/${agencyId}/terms/${packageId}`, { token: staff.token, json });

/** A package in `currency` with public per-person prices for QUAD and DOUBLE (a departure's DOUBLE is lower). */
async function pricedPackage(currency = 'USD') {
  const pkg = await aPackage(t.deps.db, { currency, name: `Umrah Plus ${++seq}` });
  await t.deps.db.roomPrice.createMany({
    data: [
      { packageId: pkg.id, roomType: 'QUAD', amount: 150_000 },
      { packageId: pkg.id, roomType: 'DOUBLE', amount: 200_000 },
    ],
  });
  const departure = await t.deps.db.departure.create({
    data: {
      packageId: pkg.id,
      departDate: new Date(`${inDays(60)}T00:00:00Z`),
      returnDate: new Date(`${inDays(70)}T00:00:00Z`),
      seats: 20,
    },
  });
  await t.deps.db.roomPrice.create({
    data: { packageId: pkg.id, departureId: departure.id, roomType: 'DOUBLE', amount: 190_000 },
  });
  return pkg;
}

describe('who may manage agencies', () => {
  it('staff and admins only: a customer, a group leader and an agent get 403, nobody signed in 401', async () => {
    const agency = await anAgency(t.deps.db);
    const refused = [
      (await userWithToken(t, 'USER')).token,
      (await userWithToken(t, 'GROUP_LEADER')).token,
      (await agentWithToken(t, agency.id)).token,
    ];
    for (const token of refused) {
      expect((await rest(t, 'GET', '/api/agencies', { token })).status).toBe(403);
      expect((await rest(t, 'GET', `/api/agencies/${agency.id}`, { token })).status).toBe(403);
      expect((await create({}, token)).status).toBe(403);
      expect((await patch(agency.id, { creditLimit: 1 }, token)).status).toBe(403);
      const viaGraphql = await gql(t, '{ agencies { total } }', {}, token);
      expect(viaGraphql.errors?.[0].extensions.code).toBe('FORBIDDEN');
    }
    expect((await rest(t, 'GET', '/api/agencies')).status).toBe(401);
    expect((await rest(t, 'GET', '/api/agencies', { token: admin.token })).status).toBe(200);
  });

  it('an agent signs in with its password (two-factor as staff) and its viewer carries its agency', async () => {
    const agency = await anAgency(t.deps.db);
    const agent = await anAgent(t.deps.db, agency.id);
    const signedIn = await rest(t, 'POST', '/api/auth/login', { json: { email: agent.email, password: PASSWORD } });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const me = await gql(t, '{ me { role } }', {}, signedIn.body.token);
    expect(me.errors).toBeUndefined();
    expect(me.data.me.role).toBe('AGENT');
  });
});

describe('an agency’s profile', () => {
  it('creates an agency with normalised fields, audited, and shows it in the list with its figures', async () => {
    const made = await create({});
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      country: 'ID',
      currency: 'USD',
      contactEmail: 'desk@barokah.example.com',
      creditLimit: 500_000,
      paymentTermsDays: 30,
      defaultCommissionBasisPoints: 800,
      emailPilgrims: false,
      language: 'en',
      suspendedAt: null,
      outstanding: 0,
      overdue: 0,
      terms: [],
      allocations: [],
      agents: [],
      invitations: [],
    });
    const audit = await t.deps.db.auditEntry.findFirstOrThrow({
      where: { action: 'agency.create', entityId: String(made.body.id) },
    });
    expect(audit.after).toMatchObject({ name: made.body.name, currency: 'USD', creditLimit: 500_000 });

    await anAgent(t.deps.db, made.body.id);
    const listed = await rest(t, 'GET', `/api/agencies?search=${encodeURIComponent(made.body.name.toUpperCase())}`, {
      token: staff.token,
    });
    expect(listed.status).toBe(200);
    expect(listed.headers['x-total-count']).toBe('1');
    expect(listed.body).toEqual([
      expect.objectContaining({ id: made.body.id, outstanding: 0, overdue: 0, agentsCount: 1, creditLimit: 500_000 }),
    ]);
    const page = await gql(
      t,
      'query($s: String) { agencies(search: $s) { total items { name agentsCount suspended } } }',
      { s: made.body.name },
      staff.token,
    );
    expect(page.data.agencies).toEqual({
      total: 1,
      items: [{ name: made.body.name, agentsCount: 1, suspended: false }],
    });
  });

  it.each([
    [{ country: 'XX' }, 'The country is a two-letter ISO code, like SA or ID.'],
    [{ currency: 'ABC' }, expect.stringMatching(/^Currency must be one of: .*USD/)],
    [{ creditLimit: -1 }, 'The credit limit is a whole amount in minor units, 0 or more.'],
    [{ paymentTermsDays: 121 }, 'Payment terms are 0 to 120 days.'],
    [{ defaultCommissionBasisPoints: 5001 }, 'A commission is 0 to 5000 basis points (0% to 50%).'],
    [{ contactPhone: '12' }, 'A phone number has 6 to 20 digits, with spaces, +, - or parentheses only.'],
    [{ contactEmail: 'nobody' }, 'Please enter a valid email address.'],
    [{ name: '  ' }, 'Give the agency a name (up to 120 characters).'],
    [{ language: 'fr' }, LANGUAGE_INVALID],
  ])('refuses %o in words', async (field, message) => {
    expect(await create(field)).toMatchObject({ status: 400, body: { error: message } });
  });

  it('writes to the agency in the language staff give it, on creation or later, audited', async () => {
    const made = await create({ language: 'id' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.language).toBe('id');
    const created = await t.deps.db.auditEntry.findFirstOrThrow({
      where: { action: 'agency.create', entityId: String(made.body.id) },
    });
    expect(created.after).toMatchObject({ language: 'id' });

    const changed = await gql(
      t,
      'mutation($id: Int!) { updateAgency(id: $id, input: { language: "ar" }) { language } }',
      { id: made.body.id },
      staff.token,
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data.updateAgency).toEqual({ language: 'ar' });
    const entry = await t.deps.db.auditEntry.findFirstOrThrow({
      where: { action: 'agency.update', entityId: String(made.body.id) },
    });
    expect(entry).toMatchObject({
      summary: `Changed the language of the agency ${made.body.name}`,
      before: { language: 'id' },
      after: { language: 'ar' },
    });
    const read = await gql(t, 'query($id: Int!) { agency(id: $id) { language } }', { id: made.body.id }, staff.token);
    expect(read.data.agency).toEqual({ language: 'ar' });
  });

  it('refuses a language the site does not speak in words, writing nothing', async () => {
    const name = `Nusantara Umrah ${++seq}`;
    expect(await create({ name, language: 'ms' })).toMatchObject({
      status: 400,
      body: { error: LANGUAGE_INVALID, reason: 'AGENCY_LANGUAGE_INVALID' },
    });
    const viaGraphql = await gql(
      t,
      'mutation($input: CreateAgencyInput!) { createAgency(input: $input) { id } }',
      { input: { name, ...NEW_AGENCY, language: 'english' } },
      staff.token,
    );
    expect(viaGraphql.errors?.[0]).toMatchObject({
      message: LANGUAGE_INVALID,
      extensions: { code: 'BAD_USER_INPUT', reason: 'AGENCY_LANGUAGE_INVALID' },
    });
    expect(await t.deps.db.agency.count({ where: { name } })).toBe(0);

    const agency = await anAgency(t.deps.db, { language: 'id' });
    expect(await patch(agency.id, { language: 'xx', creditLimit: 1 })).toMatchObject({
      status: 400,
      body: { error: LANGUAGE_INVALID },
    });
    expect(await t.deps.db.agency.findUniqueOrThrow({ where: { id: agency.id } })).toMatchObject({
      language: 'id',
      creditLimit: agency.creditLimit,
    });
    expect(await t.deps.db.auditEntry.count({ where: { entityType: 'Agency', entityId: String(agency.id) } })).toBe(0);
  });

  it('a name is one agency’s only (409)', async () => {
    const first = await anAgency(t.deps.db);
    expect(await create({ name: first.name })).toMatchObject({
      status: 409,
      body: { error: 'Another agency already has this name.' },
    });
  });

  it('updates what is given, suspends and restores, each audited with before and after', async () => {
    const agency = await anAgency(t.deps.db, { creditLimit: 100 });
    const changed = await patch(agency.id, { creditLimit: 250_000, suspended: true, contactPhone: null });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.creditLimit).toBe(250_000);
    expect(changed.body.suspendedAt).not.toBeNull();
    const entry = await t.deps.db.auditEntry.findFirstOrThrow({
      where: { action: 'agency.update', entityId: String(agency.id) },
    });
    expect(entry.summary).toBe(`Changed the credit limit and suspended of the agency ${agency.name}`);
    expect(entry.before).toEqual({ creditLimit: 100, suspended: false });
    expect(entry.after).toEqual({ creditLimit: 250_000, suspended: true });

    const viaGraphql = await gql(
      t,
      'mutation($id: Int!) { updateAgency(id: $id, input: { suspended: false, paymentTermsDays: 0 }) { suspended paymentTermsDays creditLimit } }',
      { id: agency.id },
      staff.token,
    );
    expect(viaGraphql.data.updateAgency).toEqual({ suspended: false, paymentTermsDays: 0, creditLimit: 250_000 });
    expect(await patch(agency.id, {})).toMatchObject({
      status: 400,
      body: { error: 'Give at least one field to change.' },
    });
    expect((await patch(999_999, { creditLimit: 1 })).status).toBe(404);
  });

  it('keeps its currency once it has an invoice or package terms', async () => {
    const invoiced = await anAgency(t.deps.db);
    await anInvoice(t.deps.db, invoiced, [await anAgencyBooking(t.deps.db, invoiced, { amount: 1000 })], {
      issuedOn: inDays(0),
    });
    expect(await patch(invoiced.id, { currency: 'EUR' })).toMatchObject({
      status: 409,
      body: { error: 'The agency has invoices in USD: its currency cannot change.' },
    });
    expect((await patch(invoiced.id, { currency: 'usd', creditLimit: 5 })).status).toBe(200);

    const withTerms = await anAgency(t.deps.db);
    const pkg = await pricedPackage();
    expect((await putTerms(withTerms.id, pkg.id, { kind: 'PERCENT_OFF', commissionBasisPoints: 500 })).status).toBe(
      200,
    );
    expect(await patch(withTerms.id, { currency: 'EUR' })).toMatchObject({
      status: 409,
      body: { error: 'The agency has terms on packages in USD: remove them before changing its currency.' },
    });
    const fresh = await anAgency(t.deps.db);
    expect((await patch(fresh.id, { currency: 'eur' })).body.currency).toBe('EUR');
  });
});

describe('commission terms per package', () => {
  it('sets a percentage, then net prices that replace it, then removes them; each audited', async () => {
    const agency = await anAgency(t.deps.db);
    const pkg = await pricedPackage();
    const percent = await putTerms(agency.id, pkg.id, { kind: 'PERCENT_OFF', commissionBasisPoints: 1000 });
    expect(percent.body).toMatchObject({ packageId: pkg.id, kind: 'PERCENT_OFF', commissionBasisPoints: 1000 });

    const net = await gql(
      t,
      `mutation($a: Int!, $p: Int!) { setAgencyPackageTerms(agencyId: $a, packageId: $p,
         input: { kind: NET_PRICE, netPrices: [{ roomType: QUAD, amount: 140000 }, { roomType: DOUBLE, amount: 190000 }] })
         { kind commissionBasisPoints netPrices { roomType amount } } }`,
      { a: agency.id, p: pkg.id },
      staff.token,
    );
    expect(net.errors).toBeUndefined();
    expect(net.data.setAgencyPackageTerms).toEqual({
      kind: 'NET_PRICE',
      commissionBasisPoints: null,
      netPrices: [
        { roomType: 'QUAD', amount: 140_000 },
        { roomType: 'DOUBLE', amount: 190_000 },
      ],
    });
    const again = await putTerms(agency.id, pkg.id, {
      kind: 'NET_PRICE',
      netPrices: [{ roomType: 'QUAD', amount: 1 }],
    });
    expect(again.body.netPrices).toEqual([{ roomType: 'QUAD', amount: 1 }]);
    expect(await t.deps.db.agencyNetPrice.count({ where: { terms: { agencyId: agency.id } } })).toBe(1);

    const shown = await rest(t, 'GET', `/api/agencies/${agency.id}`, { token: staff.token });
    expect(shown.body.terms).toEqual([expect.objectContaining({ packageId: pkg.id, packageName: pkg.name })]);

    const removed = await rest(t, 'DELETE', `/api/agencies/${agency.id}/terms/${pkg.id}`, { token: staff.token });
    expect(removed).toMatchObject({ status: 200, body: { ok: true } });
    expect(await rest(t, 'DELETE', `/api/agencies/${agency.id}/terms/${pkg.id}`, { token: staff.token })).toMatchObject(
      { status: 404, body: { error: 'The agency has no terms of its own on this package.' } },
    );
    const actions = await t.deps.db.auditEntry.findMany({
      where: { entityType: 'Agency', entityId: String(agency.id) },
      orderBy: { id: 'asc' },
      select: { action: true, before: true },
    });
    expect(actions.map((entry) => entry.action)).toEqual([
      'agency.terms',
      'agency.terms',
      'agency.terms',
      'agency.terms-remove',
    ]);
    expect(actions[1].before).toMatchObject({ kind: 'PERCENT_OFF', commissionBasisPoints: 1000 });
  });

  it('refuses terms in words: above the public price, an unpriced room, another currency, bad shapes', async () => {
    const agency = await anAgency(t.deps.db);
    const pkg = await pricedPackage();
    // The lowest public DOUBLE price is the departure's 1,900.00.
    expect(
      await putTerms(agency.id, pkg.id, { kind: 'NET_PRICE', netPrices: [{ roomType: 'DOUBLE', amount: 195_000 }] }),
    ).toMatchObject({
      status: 400,
      body: { error: 'The DOUBLE net price is above the package’s public price (USD 1,900.00).' },
    });
    expect(
      await putTerms(agency.id, pkg.id, { kind: 'NET_PRICE', netPrices: [{ roomType: 'SINGLE', amount: 100 }] }),
    ).toMatchObject({
      status: 400,
      body: { error: 'The package has no SINGLE price: nothing to set a net price against.' },
    });
    expect(
      await putTerms(agency.id, pkg.id, { kind: 'NET_PRICE', netPrices: [{ roomType: 'QUAD', amount: 0 }] }),
    ).toMatchObject({ status: 400, body: { error: 'A net price is a whole amount in minor units, more than 0.' } });
    expect(
      await putTerms(agency.id, pkg.id, {
        kind: 'NET_PRICE',
        netPrices: [
          { roomType: 'QUAD', amount: 10 },
          { roomType: 'QUAD', amount: 20 },
        ],
      }),
    ).toMatchObject({ status: 400, body: { error: 'Give each room type one net price.' } });
    expect(await putTerms(agency.id, pkg.id, { kind: 'PERCENT_OFF', commissionBasisPoints: 5001 })).toMatchObject({
      status: 400,
      body: { error: 'A commission is 0 to 5000 basis points (0% to 50%).' },
    });
    expect(await putTerms(agency.id, pkg.id, { kind: 'CASHBACK' })).toMatchObject({
      status: 400,
      body: {
        error: 'Terms are PERCENT_OFF with commissionBasisPoints, or NET_PRICE with netPrices (one per room type).',
      },
    });
    const riyal = await pricedPackage('SAR');
    expect(await putTerms(agency.id, riyal.id, { kind: 'PERCENT_OFF', commissionBasisPoints: 100 })).toMatchObject({
      status: 400,
      body: {
        error:
          'The package is priced in SAR and the agency pays in USD: terms are set only on packages in the agency’s currency.',
      },
    });
    expect((await putTerms(agency.id, 999_999, { kind: 'PERCENT_OFF', commissionBasisPoints: 1 })).status).toBe(404);
    expect(await t.deps.db.agencyPackageTerms.count({ where: { agencyId: agency.id } })).toBe(0);
  });
});

describe('agents', () => {
  async function mailedToken(invitationId: number): Promise<string> {
    const row = await t.deps.db.outboxEmail.findFirstOrThrow({
      where: { kind: 'staff-invitation', dedupeKey: { startsWith: `staff-invitation:${invitationId}:` } },
      orderBy: { id: 'desc' },
    });
    const [url] = await mintLinks(t.deps.db, storedLinks(row.links), new Date());
    return url.split('#token=')[1];
  }

  it('an agency’s invitation makes an AGENT of that agency, who signs in', async () => {
    const agency = await anAgency(t.deps.db, { name: `Al Noor Tours ${++seq}` });
    const email = `agent.${seq}@alnoor.example.com`;
    const invited = await rest(t, 'POST', `/api/agencies/${agency.id}/agents`, {
      token: staff.token,
      json: { name: 'Yusuf Halim', email },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(invited.body).toMatchObject({ role: 'AGENT', agency: { id: agency.id, name: agency.name } });
    const mail = await t.deps.db.outboxEmail.findFirstOrThrow({ where: { kind: 'staff-invitation', to: email } });
    expect(mail.text).toContain(`invited you to the Rihla agent portal as an agent of ${agency.name}.`);
    expect(
      await t.deps.db.auditEntry.count({ where: { action: 'agency.invite-agent', entityId: String(invited.body.id) } }),
    ).toBe(1);
    const shown = await rest(t, 'GET', `/api/agencies/${agency.id}`, { token: staff.token });
    expect(shown.body.invitations).toEqual([expect.objectContaining({ email, name: 'Yusuf Halim' })]);

    const token = await mailedToken(invited.body.id);
    const lookup = await rest(t, 'POST', '/api/staff-invitations/lookup', { json: { token } });
    expect(lookup.body.invitation).toMatchObject({ role: 'AGENT', agency: { name: agency.name } });
    const accepted = await rest(t, 'POST', '/api/staff-invitations/accept', {
      json: { token, password: 'yusuf-password-1' },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const user = await t.deps.db.user.findUniqueOrThrow({ where: { email } });
    expect(user).toMatchObject({ role: 'AGENT', agencyId: agency.id });
    const signedIn = await rest(t, 'POST', '/api/auth/login', { json: { email, password: 'yusuf-password-1' } });
    expect(signedIn.status).toBe(200);
    const after = await rest(t, 'GET', `/api/agencies/${agency.id}`, { token: staff.token });
    expect(after.body.invitations).toEqual([]);
    expect(after.body.agents).toEqual([expect.objectContaining({ id: user.id, email, deactivatedAt: null })]);
  });

  it('the generic invitation neither makes an agent nor carries an agency', async () => {
    const agency = await anAgency(t.deps.db);
    const asAgent = await rest(t, 'POST', '/api/staff-invitations', {
      token: admin.token,
      json: { name: 'X', email: `x.${++seq}@example.com`, role: 'AGENT', agencyId: agency.id },
    });
    expect(asAgent).toMatchObject({
      status: 400,
      body: { error: 'An invitation is for the role STAFF, GROUP_LEADER or ADMIN.' },
    });
    const email = `y.${++seq}@example.com`;
    const smuggled = await rest(t, 'POST', '/api/staff-invitations', {
      token: admin.token,
      json: { name: 'Y', email, role: 'STAFF', agencyId: agency.id },
    });
    expect(smuggled.status).toBe(201);
    expect((await t.deps.db.staffInvitation.findFirstOrThrow({ where: { email } })).agencyId).toBeNull();
  });

  it('refuses an address that has an account, and an agency that does not exist', async () => {
    const agency = await anAgency(t.deps.db);
    const customer = await aCustomer(t.deps.db);
    expect(
      await rest(t, 'POST', `/api/agencies/${agency.id}/agents`, {
        token: staff.token,
        json: { name: 'C', email: customer.email },
      }),
    ).toMatchObject({ status: 409 });
    expect(
      (
        await rest(t, 'POST', '/api/agencies/999999/agents', {
          token: staff.token,
          json: { name: 'C', email: `c.${++seq}@example.com` },
        })
      ).status,
    ).toBe(404);
    expect(
      await rest(t, 'POST', `/api/agencies/${agency.id}/agents`, {
        token: staff.token,
        json: { email: 'a@b.example' },
      }),
    ).toMatchObject({ status: 400, body: { error: 'Name and email are required.' } });
  });

  it('the role toggle neither grants AGENT nor moves an agent; deactivating an agent works', async () => {
    const agency = await anAgency(t.deps.db);
    const agent = await anAgent(t.deps.db, agency.id);
    const customer = await aCustomer(t.deps.db);
    expect(
      await rest(t, 'PATCH', `/api/users/${customer.id}/role`, { token: admin.token, json: { role: 'AGENT' } }),
    ).toMatchObject({
      status: 403,
      body: { error: 'An agent is made only by an agency’s invitation (Agencies page), not by a role change.' },
    });
    expect(
      await rest(t, 'PATCH', `/api/users/${agent.id}/role`, { token: admin.token, json: { role: 'USER' } }),
    ).toMatchObject({
      status: 409,
      body: { error: 'An agent’s role does not change: deactivate the account instead.' },
    });
    expect((await t.deps.db.user.findUniqueOrThrow({ where: { id: agent.id } })).role).toBe('AGENT');

    const listed = await gql(t, '{ users(pageSize: 100) { items { id role grantableRoles } } }', {}, admin.token);
    expect(listed.data.users.items).toContainEqual({ id: agent.id, role: 'AGENT', grantableRoles: [] });

    const deactivated = await rest(t, 'PATCH', `/api/users/${agent.id}/active`, {
      token: admin.token,
      json: { active: false },
    });
    expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(200);
    expect((await t.deps.db.user.findUniqueOrThrow({ where: { id: agent.id } })).deactivatedAt).not.toBeNull();
  });
});
