import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SITE_SETTINGS_DEFAULTS } from '../src/services/site-settings.service.ts';
import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

let t: TestApp;
let admin: string;
let staff: string;

const FIGURES = '{ siteSettings { yearsOfService partnerHotels pilgrimsServed rating } }';

beforeAll(async () => {
  t = await startTestApp();
  admin = (await userWithToken(t, 'ADMIN')).token;
  staff = (await userWithToken(t, 'STAFF')).token;
  await t.deps.db.siteSettings.deleteMany();
  await t.deps.catalog.invalidate('siteSettings');
});

afterAll(async () => {
  await t.app.close();
});

describe('the home page’s figures', () => {
  it('are the spec’s figures until an admin changes them, the same as the columns’ defaults', async () => {
    const expected = { yearsOfService: 20, partnerHotels: 75, pilgrimsServed: 650, rating: 5 };
    expect((await rest(t, 'GET', '/api/site-settings')).body).toEqual(expected);
    expect((await gql(t, FIGURES)).data.siteSettings).toEqual(expected);
    // The service's defaults and schema.prisma's are one set of figures.
    const row = await t.deps.db.siteSettings.create({ data: {} });
    await t.deps.db.siteSettings.deleteMany();
    expect({ ...row, rating: row.ratingTenths / 10 }).toMatchObject(SITE_SETTINGS_DEFAULTS);
  });

  it('are changed by an admin only, audited, and read at once by the public', async () => {
    const json = { pilgrimsServed: 720, rating: 4.8 };
    expect((await rest(t, 'PATCH', '/api/site-settings', { json })).status).toBe(401);
    expect((await rest(t, 'PATCH', '/api/site-settings', { token: staff, json })).status).toBe(403);
    const staffTry = await gql(t, 'mutation { updateSiteSettings(input: { rating: 1 }) { rating } }', {}, staff);
    expect(staffTry.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(await t.deps.db.siteSettings.count()).toBe(0);

    const saved = await rest(t, 'PATCH', '/api/site-settings', { token: admin, json });
    expect(saved).toMatchObject({
      status: 200,
      body: { yearsOfService: 20, partnerHotels: 75, pilgrimsServed: 720, rating: 4.8 },
    });
    expect(await t.deps.db.siteSettings.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({
      pilgrimsServed: 720,
      ratingTenths: 48,
    });
    expect((await rest(t, 'GET', '/api/site-settings')).body).toMatchObject({ pilgrimsServed: 720, rating: 4.8 });
    expect((await gql(t, FIGURES)).data.siteSettings).toMatchObject({ pilgrimsServed: 720, rating: 4.8 });
    const audit = await t.deps.db.auditEntry.findMany({ where: { entityType: 'SiteSettings' } });
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'siteSettings.update',
        summary: "Changed the home page's pilgrims served from 650 to 720, pilgrim rating from 5 to 4.8",
        before: { pilgrimsServed: 650, rating: 5 },
        after: { pilgrimsServed: 720, rating: 4.8 },
      }),
    ]);

    // The same figures again change nothing and write no audit entry.
    await rest(t, 'PATCH', '/api/site-settings', { token: admin, json });
    expect(await t.deps.db.auditEntry.count({ where: { entityType: 'SiteSettings' } })).toBe(1);
  });

  it('refuses figures that cannot be true, with a worded 400, and keeps the ones saved', async () => {
    const before = await t.deps.db.siteSettings.findUnique({ where: { id: 1 } });
    const cases = [
      [{ rating: 4.85 }, 'The rating must be from 0 to 5, with at most one decimal (4.8).'],
      [{ rating: 5.5 }, 'The rating must be from 0 to 5, with at most one decimal (4.8).'],
      [{ yearsOfService: -1 }, '“yearsOfService” must be a whole number from 0 to 500.'],
      [{ partnerHotels: 7.5 }, '“partnerHotels” must be a whole number from 0 to 100000.'],
      [{ pilgrimsServed: 1e9, rating: 4 }, '“pilgrimsServed” must be a whole number from 0 to 100000000.'],
    ] as const;
    for (const [json, error] of cases) {
      const answer = await rest(t, 'PATCH', '/api/site-settings', { token: admin, json });
      expect(answer, JSON.stringify(json)).toMatchObject({ status: 400, body: { error } });
    }
    expect(await t.deps.db.siteSettings.findUnique({ where: { id: 1 } })).toEqual(before);
  });
});
