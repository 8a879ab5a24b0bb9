import { describe, expect, it } from 'vitest';

import { COUNTRY_CODES, countryName } from '../countries.ts';
import { isPassportName } from '../passport-names.ts';

describe('countryName', () => {
  it('names a country in the reader’s language', () => {
    expect(countryName('SA', 'en')).toBe('Saudi Arabia');
    expect(countryName('SA', 'ar')).toBe('المملكة العربية السعودية');
    expect(countryName('SA', 'id')).toBe('Arab Saudi');
    expect(countryName('gb', 'en')).toBe('United Kingdom');
    expect(countryName('ID', 'id')).toBe('Indonesia');
  });

  it('falls back to the code it cannot name', () => {
    expect(countryName('ZZ', 'en')).toBe('ZZ');
    expect(countryName('S', 'en')).toBe('S');
    expect(countryName('', 'ar')).toBe('');
  });

  it('names every nationality the API accepts, in each language', () => {
    for (const locale of ['en', 'ar', 'id'])
      for (const code of COUNTRY_CODES) expect(countryName(code, locale), `${code} ${locale}`).not.toBe(code);
  });
});

describe('isPassportName', () => {
  it('takes names as the passport’s machine-readable zone writes them, in any case', () => {
    for (const name of ['MUHAMMAD ABDULLAH', 'Amina Rahman', 'Abd-Allah', 'O’Neil', "d'Souza", 'Li'])
      expect(isPassportName(name), name).toBe(true);
  });

  it('refuses any other script, accents, digits and marks', () => {
    for (const name of ['محمد عبدالله', 'Amina رحمن', 'Юсуф', 'Öztürk', 'José', 'Amina2', '-Amina', ' Amina', 'A.B'])
      expect(isPassportName(name), name).toBe(false);
  });
});
