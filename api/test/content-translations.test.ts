import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { forStaff, readerField } from '../src/services/content-translations.ts';
import { multipart, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await startTestApp();
  staff = (await userWithToken(t, 'STAFF')).token;
});
afterAll(async () => {
  await t.app.close();
});

/** A GraphQL call in a language, as the web app makes it (Accept-Language set to the page's language). */
async function gqlIn(locale: string | null, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(locale ? { 'accept-language': locale } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: { query, variables },
  });
  return response.json();
}

const restIn = (locale: string, url: string) => rest(t, 'GET', url, { headers: { 'accept-language': locale } });

const AR = {
  name: 'عمرة الاختبار',
  description: '',
  inclusions: ['تأشيرة العمرة'],
};

async function createTranslated(code: string) {
  const created = await rest(t, 'POST', '/api/packages', {
    token: staff,
    json: {
      code,
      name: `Test Umrah ${code}`,
      description: 'An English description.',
      inclusions: ['Umrah visa'],
      price: 100_000,
      translations: { ar: AR, id: { name: `Umrah Uji ${code}` } },
    },
  });
  expect(created.status).toBe(201);
  return created.body.id as number;
}

describe('content per language', () => {
  it('REST answers in the caller language, English field by field where a translation is missing', async () => {
    const id = await createTranslated('TR-REST');
    const ar = await restIn('ar', `/api/packages/${id}`);
    expect(ar.status).toBe(200);
    expect(ar.headers.vary).toMatch(/Accept-Language/i);
    expect(ar.body).toMatchObject({
      name: 'عمرة الاختبار',
      description: 'An English description.', // empty Arabic description: English
      inclusions: ['تأشيرة العمرة'],
    });
    expect(ar.body).not.toHaveProperty('translations');

    const indonesian = await restIn('id-ID,id;q=0.9', `/api/packages/${id}`);
    expect(indonesian.body).toMatchObject({ name: 'Umrah Uji TR-REST', inclusions: ['Umrah visa'] });

    const en = await restIn('en', '/api/packages');
    expect(en.body.find((p: { id: number }) => p.id === id).name).toBe('Test Umrah TR-REST');
    const arList = await restIn('ar', '/api/packages');
    expect(arList.body.find((p: { id: number }) => p.id === id).name).toBe('عمرة الاختبار');
    expect(arList.headers.etag).not.toBe(en.headers.etag);
    // Compressed, the answer still says it varies by language (and by encoding).
    const gzipped = await rest(t, 'GET', '/api/packages', {
      headers: { 'accept-language': 'ar', 'accept-encoding': 'gzip' },
    });
    expect(String(gzipped.headers.vary)).toMatch(/accept-language/i);
  });

  it('GraphQL answers say they vary by Accept-Language, on GET and POST, cached or not', async () => {
    const get = (query: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url: `/graphql?query=${encodeURIComponent(query)}`,
        headers: { accept: 'application/json', 'accept-language': 'ar', ...headers },
      });
    const catalogue = await get('{ packages { id name } }');
    const signedIn = await get('{ me { id } }', { authorization: `Bearer ${staff}` });
    const post = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'accept-language': 'id' },
      payload: { query: '{ setupRequired }' },
    });
    for (const answer of [catalogue, signedIn, post]) {
      expect(answer.statusCode).toBe(200);
      expect(String(answer.headers.vary)).toMatch(/Accept-Language/i);
    }
  });

  it('GraphQL public reads are localized; staff reads give English, translations and what is missing', async () => {
    const id = await createTranslated('TR-GQL');
    const read = '{ packages { id name description inclusions } }';
    const pick = (body: { data: { packages: { id: number }[] } }) => body.data.packages.find((p) => p.id === id);
    expect(pick(await gqlIn('ar', read))).toMatchObject({
      name: 'عمرة الاختبار',
      description: 'An English description.',
    });
    expect(pick(await gqlIn(null, read))).toMatchObject({ name: 'Test Umrah TR-GQL' });

    const staffRead = await gqlIn(
      'ar',
      '{ staffPackages { id name translations { ar { name description inclusions } id { name } } missingTranslations } }',
      {},
      staff,
    );
    const row = staffRead.data.staffPackages.find((p: { id: number }) => p.id === id);
    expect(row).toEqual({
      id,
      name: 'Test Umrah TR-GQL',
      translations: {
        ar: { name: 'عمرة الاختبار', description: null, inclusions: ['تأشيرة العمرة'] },
        id: { name: 'Umrah Uji TR-GQL' },
      },
      missingTranslations: ['ar.description', 'id.description', 'id.inclusions'],
    });

    // An anonymous caller cannot read the staff fields.
    const anonymous = await gqlIn('ar', '{ packages { id missingTranslations } }');
    expect(anonymous.errors?.length).toBeGreaterThan(0);
  });

  it('keeps one cached answer per language, and an edit refreshes every language', async () => {
    const id = await createTranslated('TR-CACHE');
    const read = `{ package(id: ${id}) { name } }`;
    const nameIn = async (locale: string) => (await gqlIn(locale, read)).data.package.name;
    expect(await nameIn('ar')).toBe('عمرة الاختبار');
    expect(await nameIn('en')).toBe('Test Umrah TR-CACHE');
    expect(await nameIn('ar')).toBe('عمرة الاختبار'); // not the English answer stored a moment ago
    expect(await nameIn('id')).toBe('Umrah Uji TR-CACHE');
    expect((await restIn('ar', `/api/packages/${id}`)).body.name).toBe('عمرة الاختبار');
    expect((await restIn('en', `/api/packages/${id}`)).body.name).toBe('Test Umrah TR-CACHE');

    // An edit through GraphQL: only the Arabic name given, the Indonesian stays; every language reads fresh.
    const edited = await gqlIn(
      'en',
      `mutation($input: PackageUpdateInput!) { updatePackage(id: ${id}, input: $input) { name translations { ar { name } id { name } } } }`,
      { input: { name: 'Renamed Umrah', translations: { ar: { name: 'عمرة مجددة' } } } },
      staff,
    );
    expect(edited.errors).toBeUndefined();
    expect(edited.data.updatePackage.translations).toEqual({
      ar: { name: 'عمرة مجددة' },
      id: { name: 'Umrah Uji TR-CACHE' },
    });
    expect(await nameIn('ar')).toBe('عمرة مجددة');
    expect(await nameIn('en')).toBe('Renamed Umrah');
    expect(await nameIn('id')).toBe('Umrah Uji TR-CACHE');
    expect((await restIn('ar', `/api/packages/${id}`)).body.name).toBe('عمرة مجددة');
    expect((await restIn('en', `/api/packages`)).body.find((p: { id: number }) => p.id === id).name).toBe(
      'Renamed Umrah',
    );

    // An emptied translation falls back to English again.
    await rest(t, 'PATCH', `/api/packages/${id}`, { token: staff, json: { translations: { ar: { name: '' } } } });
    expect(await nameIn('ar')).toBe('Renamed Umrah');
  });

  it('a multipart form sends translations as JSON text', async () => {
    const form = multipart({
      code: 'TR-FORM',
      name: 'Form Umrah',
      translations: JSON.stringify({ ar: { name: 'عمرة النموذج' } }),
    });
    const created = await rest(t, 'POST', '/api/packages', { token: staff, ...form });
    expect(created.status).toBe(201);
    expect((await restIn('ar', `/api/packages/${created.body.id}`)).body.name).toBe('عمرة النموذج');
  });

  it('refuses translations in an unknown language, of unknown fields or too long', async () => {
    const post = (translations: unknown) =>
      rest(t, 'POST', '/api/packages', { token: staff, json: { code: 'TR-BAD', name: 'Bad', translations } });
    const fr = await post({ fr: { name: 'Omra' } });
    expect(fr.status).toBe(400);
    expect(fr.body.error).toBe('Translations are given per language: "ar" (Arabic) or "id" (Indonesian).');
    const field = await post({ ar: { hotel: 'فندق' } });
    expect(field.status).toBe(400);
    expect(field.body.error).toBe('Package translations may only hold name, description, inclusions.');
    const long = await post({ ar: { description: 'ا'.repeat(5001) } });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('A translated description must be at most 5000 characters.');
    const notJson = await post('not json');
    expect(notJson.status).toBe(400);
    expect(notJson.body.error).toBe('Package translations must be an object by language ("ar", "id").');
    const notTexts = await post({ ar: 'عمرة' });
    expect(notTexts.status).toBe(400);
    expect(notTexts.body.error).toBe('Package translations must be an object of texts per language.');

    const lesson = await gqlIn(
      'en',
      'mutation($input: LessonUpdateInput!) { updateLesson(id: 1, input: $input) { id } }',
      { input: { translations: { ar: { title: 'ا'.repeat(501) } } } },
      staff,
    );
    expect(lesson.errors?.[0]?.message).toBe('A translated title must be at most 500 characters.');
  });

  it('training modules and lessons answer in the caller language, with English fallback', async () => {
    const created = await gqlIn(
      'en',
      'mutation($input: TrainingModuleInput!) { createTrainingModule(input: $input) { id slug } }',
      {
        input: {
          title: 'Translated module',
          slug: 'translated-module',
          description: 'About the rites.',
          translations: {
            ar: { title: 'وحدة مترجمة' },
            id: { title: 'Modul terjemahan', description: 'Tentang manasik.' },
          },
        },
      },
      staff,
    );
    expect(created.errors).toBeUndefined();
    const lesson = await gqlIn(
      'en',
      'mutation($input: LessonInput!) { addLesson(input: $input) { id } }',
      {
        input: {
          moduleSlug: 'translated-module',
          title: 'First lesson',
          content: 'English content.',
          translations: { ar: { title: 'الدرس الأول', content: 'محتوى عربي.' } },
        },
      },
      staff,
    );
    expect(lesson.errors).toBeUndefined();

    const read = '{ trainingModule(slugOrId: "translated-module") { title description lessons { title content } } }';
    expect((await gqlIn('ar', read)).data.trainingModule).toEqual({
      title: 'وحدة مترجمة',
      description: 'About the rites.',
      lessons: [{ title: 'الدرس الأول', content: 'محتوى عربي.' }],
    });
    expect((await gqlIn('id', read)).data.trainingModule).toEqual({
      title: 'Modul terjemahan',
      description: 'Tentang manasik.',
      lessons: [{ title: 'First lesson', content: 'English content.' }],
    });
    const restAr = await restIn('ar', '/api/training/modules/translated-module');
    expect(restAr.headers.vary).toMatch(/Accept-Language/i);
    expect(restAr.body.lessons[0]).toMatchObject({ title: 'الدرس الأول', content: 'محتوى عربي.' });
    expect(restAr.body.lessons[0]).not.toHaveProperty('translations');

    // Staff edit the Indonesian lesson title through REST: every language reads fresh.
    const lessonId = lesson.data.addLesson.id;
    const patched = await rest(t, 'PATCH', `/api/training/lessons/${lessonId}`, {
      token: staff,
      json: { translations: { id: { title: 'Pelajaran pertama' } } },
    });
    expect(patched.status).toBe(200);
    expect((await gqlIn('id', read)).data.trainingModule.lessons[0].title).toBe('Pelajaran pertama');
    expect((await gqlIn('ar', read)).data.trainingModule.lessons[0].title).toBe('الدرس الأول');

    const staffRead = await gqlIn(
      'en',
      '{ staffTrainingModule(slugOrId: "translated-module") { missingTranslations lessons { missingTranslations } } }',
      {},
      staff,
    );
    expect(staffRead.data.staffTrainingModule).toEqual({
      missingTranslations: ['ar.description'],
      lessons: [{ missingTranslations: ['id.content'] }],
    });
  });

  it("a package reached through a relation (a booking's, a review's) reads in the caller's language; staff rows stay English", () => {
    const row = () => ({
      name: 'Classic Umrah',
      description: 'Two weeks.',
      translations: { ar: { name: 'العمرة الكلاسيكية', description: '' } },
    });
    expect(readerField(row(), 'name', 'ar')).toBe('العمرة الكلاسيكية');
    expect(readerField(row(), 'description', 'ar')).toBe('Two weeks.');
    expect(readerField(row(), 'name', 'id')).toBe('Classic Umrah');
    expect(readerField(row(), 'name', undefined)).toBe('Classic Umrah');
    expect(readerField(forStaff(row()), 'name', 'ar')).toBe('Classic Umrah');
  });

  it("a customer's own booking is named in their language in My trips and at checkout", async () => {
    const id = await createTranslated(`MINE${Date.now() % 100_000}`);
    const owner = await userWithToken(t, 'USER');
    const booked = await rest(t, 'POST', '/api/bookings', {
      token: owner.token,
      json: { acceptTerms: true, name: 'Amina', email: 'amina@example.com', phone: '1', packageId: id },
    });
    expect(booked.status).toBe(201);
    const bookingId = booked.body.booking.id as number;
    const inLanguage = (locale: string, url: string) =>
      rest(t, 'GET', url, { token: owner.token, headers: { 'accept-language': locale } });

    const mine = (await inLanguage('ar', '/api/my/bookings')).body.items as { id: number; title: string }[];
    expect(mine.find((b) => b.id === bookingId)?.title).toBe(AR.name);
    const checkout = await inLanguage('id', `/api/bookings/${bookingId}/checkout?kind=PACKAGE`);
    expect(checkout.body.title).toMatch(/^Umrah Uji MINE/);
    expect((await inLanguage('en', `/api/bookings/${bookingId}/checkout?kind=PACKAGE`)).body.title).toMatch(
      /^Test Umrah MINE/,
    );
  });
});
