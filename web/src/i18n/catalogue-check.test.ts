import { describe, expect, it } from 'vitest';

import { catalogueProblems } from './catalogue-check';

const english = {
  'packages.card.seats': '{count, plural, one {# seat left} other {# seats left}}',
  'checkout.total': 'Total: {amount}',
  'layout.nav.home': 'Home',
};

describe('the catalogue check', () => {
  it('accepts a complete translation with the same arguments', () => {
    const arabic = {
      'packages.card.seats': '{count, plural, zero {لا مقاعد} one {مقعد واحد} two {مقعدان} other {# مقعد}}',
      'checkout.total': 'المجموع: {amount}',
      'layout.nav.home': 'الرئيسية',
    };
    expect(catalogueProblems(english, arabic, 'ar')).toEqual([]);
  });

  it('names missing keys, unknown keys, empty texts, lost arguments and broken ICU', () => {
    const broken = {
      'packages.card.seats': '{count, plural, one {# kursi}', // unclosed
      'checkout.total': 'Total: {jumlah}',
      'layout.nav.old': 'Beranda',
    };
    expect(catalogueProblems(english, broken, 'id')).toEqual([
      'id: missing layout.nav.home',
      expect.stringMatching(/^id: packages\.card\.seats does not parse/),
      'id: checkout.total uses {jumlah} where English uses {amount}',
      'id: layout.nav.old is not a message of the site (removed or renamed?)',
    ]);
    expect(catalogueProblems(english, { ...english, 'layout.nav.home': ' ' }, 'ar')).toEqual([
      'ar: layout.nav.home is empty',
    ]);
  });
});
