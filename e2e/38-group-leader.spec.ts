import { type APIRequestContext, expect, test } from '@playwright/test';

import { ADMIN, adminToken, createUser, expectNoSeriousA11yViolations, login, snap } from './helpers.ts';

/**
 * Issue #33 section 4 (decision 0060): staff make a group on a departure with a leader invited by email, place a
 * booking in it and set the flights; the leader signs in on a phone and sees their travellers, phone numbers and
 * flight times, and nothing of another group.
 */
test.describe.configure({ timeout: 180_000 });

const stamp = Date.now().toString(36);
const inDays = (n: number) => new Date(Date.now() + n * 24 * 3600_000).toISOString().slice(0, 10);
const LEADER = { email: `leader-${stamp}@rihla.test`, password: 'leader-chosen-pass' };
const GROUP = `Group Noor ${stamp}`;
const OTHER = `Group Other ${stamp}`;

async function departure(request: APIRequestContext, headers: Record<string, string>) {
  const created = await request.post('/api/packages', {
    headers,
    data: { code: `GRP-${stamp}`, name: `Leader journey ${stamp}`, price: 250_000, currency: 'USD', nights: 10 },
  });
  expect(created.status()).toBe(201);
  const packageId = (await created.json()).id as number;
  const priced = await request.patch(`/api/packages/${packageId}/room-prices`, {
    headers,
    data: { prices: [{ roomType: 'DOUBLE', amount: 250_000 }] },
  });
  expect(priced.status()).toBe(200);
  const made = await request.post(`/api/packages/${packageId}/departures`, {
    headers,
    data: { departDate: inDays(80), returnDate: inDays(90), seats: 10 },
  });
  expect(made.status()).toBe(201);
  return { packageId, departureId: (await made.json()).id as number };
}

/** A booking of two named travellers on the departure, made and filled in as the public site does. */
async function booking(
  request: APIRequestContext,
  trip: { packageId: number; departureId: number },
  people: { lead: string; companion: string; phone: string },
) {
  const booked = await request.post('/api/bookings', {
    data: {
      name: people.lead,
      email: `${people.lead.split(' ')[0].toLowerCase()}-${stamp}@example.com`,
      phone: people.phone,
      ...trip,
      roomType: 'DOUBLE',
      travellerCount: 2,
      acceptTerms: true,
    },
  });
  expect(booked.status()).toBe(201);
  const { booking: made, accessToken } = (await booked.json()) as {
    booking: { id: number; reference: string };
    accessToken: string;
  };
  const traveller = (fullName: string, gender: string, passportNumber: string, relation: string) => ({
    fullName,
    gender,
    dateOfBirth: '1980-03-04',
    nationality: 'GB',
    passportNumber,
    passportExpiry: inDays(2000),
    relation,
  });
  const saved = await request.put(`/api/bookings/${made.id}/travellers`, {
    headers: { 'x-booking-token': accessToken },
    data: {
      travellers: [
        traveller(people.lead, 'FEMALE', 'K11223344', 'LEAD'),
        traveller(people.companion, 'MALE', 'K55667788', 'SPOUSE'),
      ],
    },
  });
  expect(saved.status()).toBe(200);
  return made;
}

test('staff make a group with an invited leader; the leader opens it on a phone and sees only their travellers', async ({
  browser,
  request,
}, testInfo) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  await createUser(request, 'GROUP_LEADER', LEADER.email, LEADER.password);
  const candidates = (await (await request.get('/api/group-leaders', { headers })).json()) as {
    id: number;
    email: string;
  }[];
  const leaderId = candidates.find((candidate) => candidate.email === LEADER.email)!.id;
  const trip = await departure(request, headers);
  const ours = await booking(request, trip, { lead: 'Aisha Noor', companion: 'Omar Noor', phone: '+44 7700 900123' });
  const theirs = await booking(request, trip, {
    lead: 'Bilal Said',
    companion: 'Fatima Said',
    phone: '+44 7700 900999',
  });

  // Staff, on a laptop: the departure's groups page, opened from the package's departures.
  const staff = await (
    await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 1366, height: 900 } })
  ).newPage();
  await login(staff, ADMIN.email, ADMIN.password);
  await expect(staff).toHaveURL(/\/admin/);
  await staff.goto(`/admin/departures/${trip.departureId}/groups`);
  await expect(
    staff.getByRole('heading', { level: 1, name: new RegExp(`Groups · Leader journey ${stamp}`) }),
  ).toBeVisible();
  const form = staff.locator('form').filter({ has: staff.getByRole('button', { name: 'Create group' }) });
  await form.getByLabel('Group name').fill(GROUP);
  await form.getByLabel('Leader').selectOption(String(leaderId));
  await form.getByRole('button', { name: 'Create group' }).click();
  await expect(staff.getByText(`${GROUP} created.`)).toBeVisible();
  const other = await request.post(`/api/departures/${trip.departureId}/groups`, {
    headers,
    data: { name: OTHER, leaderId: candidates.find((candidate) => candidate.email === ADMIN.email)!.id },
  });
  expect(other.status()).toBe(201);
  await staff.reload();

  await staff.getByLabel(`Group of ${ours.reference}`).selectOption({ label: GROUP });
  await expect(staff.getByText(`${ours.reference} moved.`)).toBeVisible();
  await staff.getByLabel(`Group of ${theirs.reference}`).selectOption({ label: OTHER });
  await expect(staff.getByText(`${theirs.reference} moved.`)).toBeVisible();

  const outbound = staff.getByRole('group', { name: 'Outbound flight' });
  await outbound.getByLabel('Flight number').fill('SV 123');
  await outbound.getByLabel('From (airport code)').fill('LHR');
  await outbound.getByLabel('Departs (local time)').fill(`${inDays(80)}T21:40`);
  await outbound.getByLabel('To (airport code)').fill('JED');
  await outbound.getByLabel('Arrives (local time)').fill(`${inDays(81)}T07:05`);
  await staff.getByRole('button', { name: 'Save flights' }).click();
  await expect(staff.getByText('Flights saved: the group leaders see them now.')).toBeVisible();
  await snap(staff, testInfo, 'groups-1366');
  await expectNoSeriousA11yViolations(staff, 'departure groups page');

  // The leader, on a 390 px phone: straight to their page after signing in.
  const phone = await (
    await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
  ).newPage();
  await login(phone, LEADER.email, LEADER.password);
  await expect(phone).toHaveURL(/\/admin\/leader$/);
  const card = phone.getByRole('region', { name: GROUP });
  await expect(card).toBeVisible();
  await expect(card.getByText('SV 123')).toBeVisible();
  await expect(card.getByText(/LHR .*21:40 → JED .*07:05/)).toBeVisible();
  await expect(card.getByText('Aisha Noor')).toBeVisible();
  await expect(card.getByText('Omar Noor')).toBeVisible();
  await expect(card.getByRole('link', { name: '+44 7700 900123' })).toHaveAttribute('href', 'tel:+447700900123');
  await expect(card.getByText(ours.reference)).toBeVisible();
  // Nothing of the other group, and no passport number.
  await expect(phone.getByText(OTHER)).toHaveCount(0);
  await expect(phone.getByText(theirs.reference)).toHaveCount(0);
  await expect(phone.getByText(/Said/i)).toHaveCount(0);
  await expect(phone.getByText(/K11223344|K55667788/)).toHaveCount(0);
  await expect(phone.getByRole('navigation')).toHaveCount(0);
  await snap(phone, testInfo, 'leader-390');
  await expectNoSeriousA11yViolations(phone, 'group leader page');

  // The back-office stays shut: its addresses open the leader's page, and the API refuses the other group.
  await phone.goto('/admin/bookings');
  await expect(phone).toHaveURL(/\/admin\/leader$/);
  const token = (await (await request.post('/api/auth/login', { data: LEADER })).json()).token as string;
  const refused = await request.get(`/api/my-groups/${(await other.json()).id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).reason).toBe('GROUP_NOT_YOURS');
});
