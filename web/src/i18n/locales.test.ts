import { describe, expect, it } from 'vitest';

import { localeFromPath, negotiateLocale, pathInLocale, redirectForVisit } from './locales';

describe('the language of a visit', () => {
  it('reads the language from the URL; English has no prefix', () => {
    expect(localeFromPath('/ar/packages/3')).toBe('ar');
    expect(localeFromPath('/id')).toBe('id');
    expect(localeFromPath('/packages')).toBe('en');
    expect(localeFromPath('/en/packages')).toBe('en');
    expect(localeFromPath('/arabic')).toBe('en');
  });

  it('gives the same page in another language', () => {
    expect(pathInLocale('/packages/3', 'ar')).toBe('/ar/packages/3');
    expect(pathInLocale('/ar/packages/3', 'id')).toBe('/id/packages/3');
    expect(pathInLocale('/ar/packages/3', 'en')).toBe('/packages/3');
    expect(pathInLocale('/', 'ar')).toBe('/ar');
    expect(pathInLocale('/ar', 'en')).toBe('/');
  });

  it('follows the browser’s languages on a first visit (Accept-Language order)', () => {
    expect(negotiateLocale(['ar-SA', 'en'])).toBe('ar');
    expect(negotiateLocale(['fr-FR', 'id-ID'])).toBe('id');
    expect(negotiateLocale(['in-ID'])).toBe('id');
    expect(negotiateLocale(['de-DE', 'fr'])).toBe('en');
  });

  it('redirects an unprefixed URL to the saved choice first, then the browser’s language', () => {
    expect(redirectForVisit('/packages', undefined, ['ar-EG'])).toBe('/ar/packages');
    expect(redirectForVisit('/packages', 'en', ['ar-EG'])).toBeNull();
    expect(redirectForVisit('/packages', 'id', ['ar-EG'])).toBe('/id/packages');
    // A URL that names its language is what was shared: it wins over both.
    expect(redirectForVisit('/ar/packages', 'id', ['en'])).toBeNull();
    // The back-office is English only.
    expect(redirectForVisit('/admin/bookings', 'ar', ['ar'])).toBeNull();
  });
});
