import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';

export const ADMIN = { name: 'Amina Yusuf', email: 'amina.admin@rihla.test', password: 'first-admin-pass' };

/** The first admin (created by the setup journey, or here if a spec runs alone) and a token for API checks. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const { setupRequired } = await (await request.get('/api/auth/setup-required')).json();
  if (setupRequired) {
    const created = await request.post('/api/auth/register', { data: { ...ADMIN, role: 'ADMIN' } });
    return (await created.json()).token;
  }
  return (await (await request.post('/api/auth/login', { data: ADMIN })).json()).token;
}

/**
 * An account that signs in with `password`. Nobody sets another person's password (issue #32): a customer (USER)
 * signs up; a STAFF member or a GROUP_LEADER is invited by the admin and accepts the invitation's link, read from the
 * development mailbox as an admin reads it on the Emails page. An address that already has an account is left as it is.
 */
export async function createUser(
  request: APIRequestContext,
  role: 'STAFF' | 'GROUP_LEADER' | 'USER',
  email: string,
  password = 'password-123',
) {
  const name = `${role} person`;
  if (role === 'USER') {
    const created = await request.post('/api/auth/register', { data: { name, email, password } });
    expect([201, 409]).toContain(created.status());
    return { email, password };
  }
  const token = await adminToken(request);
  const invited = await request.post('/api/staff-invitations', {
    data: { name, email, role },
    headers: { authorization: `Bearer ${token}` },
  });
  if (invited.status() === 409) return { email, password };
  expect(invited.status()).toBe(201);
  const { invitation } = await invited.json();
  const link = await invitationLink(request, token, invitation.id);
  const accepted = await request.post('/api/staff-invitations/accept', {
    data: { token: new URL(link).hash.slice('#token='.length), password },
  });
  expect(accepted.status()).toBe(200);
  return { email, password };
}

/**
 * The live link of the newest invitation email of `invitationId`, once the worker has delivered it into the
 * development mailbox (no SMTP outside production): what an ADMIN reads on the Emails page.
 */
export async function invitationLink(request: APIRequestContext, token: string, invitationId: number): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  let link: string | undefined;
  await expect(async () => {
    const list = await (await request.get('/api/emails?kind=staff-invitation&limit=50', { headers })).json();
    for (const { id } of list as { id: number }[]) {
      const { email } = await (await request.get(`/api/emails/${id}`, { headers })).json();
      const found = /https?:\/\/\S+\/accept-invitation#token=[\w-]+/.exec(email.devMailboxText ?? '')?.[0];
      if (
        found &&
        (email.links as { grant: { invitationId: number } }[]).some((l) => l.grant.invitationId === invitationId)
      ) {
        link = found;
        return;
      }
    }
    throw new Error(`no delivered invitation email for invitation ${invitationId} yet`);
  }).toPass(WORKER_WAIT);
  return link!;
}

export async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * Opens a back-office section from the sidebar. The dashboard's queue cards are links too ("Consultations not
 * answered 7"), so a bare link name can match two once the queues have loaded; the sidebar is the one meant.
 */
export async function openBackOfficeSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name, exact: true }).click();
}

/** Ticks the booking form's "I accept the terms of booking" box, which the form and the API require (issue #31). */
export async function acceptTerms(page: Page) {
  await page.getByRole('checkbox', { name: /I accept the terms of booking/ }).check();
}

/** Screenshots of the main screens, kept as test artifacts (test-results/), never committed. */
export async function snap(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

export async function bookingsAsAdmin(request: APIRequestContext) {
  const token = await adminToken(request);
  return (await request.get('/api/bookings?pageSize=100', { headers: { authorization: `Bearer ${token}` } })).json();
}

/** The demo provider's card form on /checkout (4242… succeeds, 4000 0000 0000 0002 is declined). */
export async function payWithDemoCard(page: Page, number: string) {
  await expect(page.getByText(/Demo mode/)).toBeVisible();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/**
 * How long a journey waits for the worker (a payment or refund confirmed, an email queued): seconds on a quiet
 * machine, but CI runs the attack suite and the scale proof beside the journeys on two cores, and there a CI run
 * took 2.5 times as long as here.
 */
export const WORKER_WAIT = { timeout: 45_000 };

/**
 * How long a reloaded page is given to show its own data before it is reloaded again. A second is too little on the
 * loaded CI machine, where a reload, the app's start and its query can take longer than that: a check that always
 * times out before the data arrives would fail however soon the worker wrote.
 */
const RELOADED_PAGE_SETTLES = { timeout: 5_000 };

/**
 * Reloads `page` until `check` passes, within WORKER_WAIT: for what the worker writes after the page was opened and
 * the page shows only when it is read again. `check` gets the time a reload may take to show its data.
 */
export async function reloadUntil(page: Page, check: (settles: { timeout: number }) => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check(RELOADED_PAGE_SETTLES);
  }).toPass(WORKER_WAIT);
}

/** A checkout link as the app builds it: /checkout?booking=<id>&kind=<kind>#token=<access token>. */
export const CHECKOUT_LINK = /\/checkout\?booking=(\d+)&kind=(PACKAGE|TRIP)#token=([\w-]+)$/;

/**
 * Rules outside the WCAG tags that are run as well. label-content-name-mismatch (WCAG 2.5.3, "label in name") is
 * tagged experimental in axe, so the tags alone leave it out: a control named otherwise than its visible text is
 * one a voice-control user cannot call by what they see.
 */
const EXTRA_AXE_RULES = ['label-content-name-mismatch'];

/**
 * Runs axe on the page as it is now (WCAG 2.0/2.1 A and AA, and EXTRA_AXE_RULES) and fails on any serious or
 * critical violation, printing each one with the elements it was found on so the failure says what to fix.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(EXTRA_AXE_RULES.map((rule) => [rule, { enabled: true }])) })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `[${v.impact}] ${v.id}: ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`)
        .join('\n'),
  );
  if (report.length) console.log(`axe on ${label} (${page.url()}):\n${report.join('\n')}`);
  expect(report, `serious/critical axe violations on ${label}`).toEqual([]);
}

/** Creates a customer account through the sign-up page; the site lands them on the home page, signed in. */
export async function registerCustomer(page: Page, name: string, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** 'YYYY-MM-DD' `n` days from today (UTC). */
export const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * What a booking with travellers is made on: a GBP package (1,800.00 a person in a double room) with one departure
 * 60 to 70 days ahead and 10 seats, made by the admin through the API. Answers the admin's headers for further calls.
 */
export async function packageWithDeparture(request: APIRequestContext, { code, name }: { code: string; name: string }) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const created = await request.post('/api/packages', {
    headers,
    data: { code, name, price: 150_000, currency: 'GBP', nights: 10 },
  });
  expect(created.status()).toBe(201);
  const pkg = (await created.json()) as { id: number; name: string };
  await request.patch(`/api/packages/${pkg.id}/room-prices`, {
    headers,
    data: { prices: [{ roomType: 'DOUBLE', amount: 180_000 }] },
  });
  const [departDate, returnDate] = [inDays(60), inDays(70)];
  const made = await request.post(`/api/packages/${pkg.id}/departures`, {
    headers,
    data: { departDate, returnDate, seats: 10 },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  return { headers, pkg, departure: { id, departDate, returnDate } };
}

/** From a package's page, books its first listed departure for two travellers sharing a double room. */
export async function chooseDepartureForTwo(page: Page, packageId: number) {
  await page.goto(`/packages/${packageId}`);
  await page
    .getByRole('region', { name: 'Departures' })
    .getByRole('link', { name: /Book this departure/ })
    .first()
    .click();
  await page.getByRole('combobox', { name: /^Room/ }).selectOption('DOUBLE');
  await page.getByRole('combobox', { name: /^Travellers/ }).selectOption('2');
}

/** Fills in the booking form as the lead traveller, accepts the terms and submits it; answers the booking's id. */
export async function submitBookingForm(page: Page, name: string, email: string): Promise<number> {
  await page.getByLabel(/Full name/).fill(name);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill('+44 20 7946 0000');
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Submit booking' }).click();
  await expect(page).toHaveURL(/\/checkout\?booking=\d+&kind=PACKAGE/);
  return Number(new URL(page.url()).searchParams.get('booking'));
}

/** Nothing sticks out sideways: the page never scrolls horizontally (in either direction: rtl overflows leftwards). */
export async function expectNoHorizontalOverflow(page: Page, label: string) {
  const { scrollWidth, innerWidth, wide } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    // What sticks out, to say what to fix.
    wide: [...document.querySelectorAll('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1);
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`),
  }));
  expect(scrollWidth, `${label}: horizontal overflow (${wide.join(', ')})`).toBeLessThanOrEqual(innerWidth);
}
