import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { airportLocations, groundLocations } from '../../prisma/seed/locations.ts';
import { seedNetwork } from '../../prisma/seed/network.ts';
import { serviceClasses } from '../../prisma/seed/transport.ts';
import { waitFor } from '../../test/wait.ts';
import { rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/**
 * Trip search in the reader's language (issue #31): the service classes' display names and the seeded places'
 * names come in Arabic and Indonesian; the class codes stay codes. Staff edit a class's names in the admin.
 */
let t: TestApp;
let staff: string;

const DAY_MS = 24 * 60 * 60 * 1000;
const day = new Date(Date.now() + 8 * DAY_MS).toISOString().slice(0, 10);

type Option = { id: string; klass: string; className: string; origin: string; originCity: string };
type Option2 = Option & { destination: string; destinationCity: string };

const gqlIn = async (locale: string, query: string, variables: Record<string, unknown> = {}, token?: string) => {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      'accept-language': locale,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: { query, variables },
  });
  return answer.json<{ data: Record<string, never>; errors?: unknown[] }>();
};

const SEARCH = `query ($input: TripSearchInput!) {
  searchTrips(input: $input) { bus { id klass className origin originCity destination destinationCity } }
}`;
const busesIn = async (locale: string) => {
  const answer = await gqlIn(locale, SEARCH, {
    input: { origin: 'Jeddah Central Bus Station', destination: 'Makkah Central Bus Station', departDate: day },
  });
  expect(answer.errors).toBeUndefined();
  return (answer.data.searchTrips as { bus: Option2[] }).bus;
};

beforeAll(async () => {
  t = await startTestApp();
  staff = (await userWithToken(t, 'STAFF')).token;
  const db = t.deps.db;
  await db.serviceClass.createMany({ data: serviceClasses });
  await db.location.createMany({ data: [...airportLocations(), ...groundLocations] });
  await db.$transaction((tx) => seedNetwork(tx), { timeout: 60_000 });
  await waitFor(async () => (await rest(t, 'GET', '/api/locations/search?q=Jeddah')).status !== 503);
}, 60_000);
afterAll(() => t.app.close());

describe('trip search in the reader’s language', () => {
  it('names the classes and the places in Arabic and Indonesian, and keeps the codes', async () => {
    const english = await busesIn('en');
    const economy = english.find((o) => o.klass === 'COMMONER')!;
    expect(economy).toMatchObject({
      className: 'Economy',
      origin: 'Jeddah Central Bus Station',
      originCity: 'Jeddah',
      destination: 'Makkah Central Bus Station',
      destinationCity: 'Makkah',
    });

    const arabic = (await busesIn('ar')).find((o) => o.id === economy.id);
    expect(arabic).toEqual({
      ...economy,
      klass: 'COMMONER',
      className: 'الدرجة الاقتصادية',
      origin: 'محطة الحافلات المركزية في جدة',
      originCity: 'جدة',
      destination: 'محطة الحافلات المركزية في مكة المكرمة',
      destinationCity: 'مكة المكرمة',
    });
    const indonesian = (await busesIn('id')).find((o) => o.id === economy.id);
    expect(indonesian).toMatchObject({
      klass: 'COMMONER',
      className: 'Ekonomi',
      origin: 'Terminal Bus Pusat Jeddah',
      destination: 'Terminal Bus Pusat Makkah',
    });
  });

  it('answers REST in the language asked for too', async () => {
    const query = new URLSearchParams({
      origin: 'Jeddah Central Bus Station',
      destination: 'Makkah Central Bus Station',
      departDate: day,
      modes: 'BUS',
    });
    const answer = await rest(t, 'GET', `/api/search/trips?${query}`, { headers: { 'accept-language': 'ar' } });
    expect(answer.status).toBe(200);
    const business = (answer.body.bus as Option[]).find((o) => o.klass === 'BUSINESS');
    expect(business).toMatchObject({ className: 'درجة رجال الأعمال', origin: 'محطة الحافلات المركزية في جدة' });
  });
});

describe('staff edit a class’s names in the admin', () => {
  it('stores the translations given, keeps the others, and lists what falls back to English', async () => {
    const listed = await gqlIn('en', '{ serviceClasses { id code } }', {}, staff);
    const royal = (listed.data.serviceClasses as { id: number; code: string }[]).find((c) => c.code === 'ROYAL')!;
    const edit = await gqlIn(
      'en',
      `mutation ($id: Int!, $input: ServiceClassUpdateInput!) {
        updateServiceClass(id: $id, input: $input) {
          name translations { ar { name } id { name } } missingTranslations
        }
      }`,
      { id: royal.id, input: { name: 'First', translations: { ar: { name: 'الدرجة الأولى' }, id: { name: '' } } } },
      staff,
    );
    expect(edit.errors).toBeUndefined();
    expect(edit.data.updateServiceClass).toEqual({
      name: 'First',
      translations: { ar: { name: 'الدرجة الأولى' }, id: null },
      missingTranslations: ['id.name'],
    });
    // Untranslated in Indonesian: the English name.
    expect((await busesIn('id')).find((o) => o.klass === 'ROYAL')?.className).toBe('First');
    expect((await busesIn('ar')).find((o) => o.klass === 'ROYAL')?.className).toBe('الدرجة الأولى');
  });

  it('refuses a language it does not know, with a worded 400', async () => {
    const listed = await gqlIn('en', '{ serviceClasses { id code } }', {}, staff);
    const business = (listed.data.serviceClasses as { id: number; code: string }[]).find((c) => c.code === 'BUSINESS')!;
    const answer = await rest(t, 'PATCH', `/api/service-classes/${business.id}`, {
      token: staff,
      json: { translations: { fr: { name: 'Affaires' } } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.reason).toBe('TRANSLATION_LANGUAGE_UNKNOWN');
    const row = await t.deps.db.serviceClass.findUniqueOrThrow({ where: { id: business.id } });
    expect(row.translations).toEqual({ ar: { name: 'درجة رجال الأعمال' }, id: { name: 'Bisnis' } });
  });
});
