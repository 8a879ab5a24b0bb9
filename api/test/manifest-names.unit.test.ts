import { describe, expect, it } from 'vitest';

import { splitPassportName } from '../src/services/manifest-names.ts';

describe('splitPassportName: surname and given names from one passport name (decision 0061)', () => {
  it.each([
    ['Muhammad Abdullah Al Farsi', 'AL FARSI', 'MUHAMMAD ABDULLAH'],
    ['Siti Nurhaliza', 'NURHALIZA', 'SITI'],
    ['Sukarno', 'SUKARNO', ''],
    ['Ahmad bin Ismail', 'BIN ISMAIL', 'AHMAD'],
    ['Nur Aisyah binti Abdul Rahman', 'BINTI ABDUL RAHMAN', 'NUR AISYAH'],
    ['Omar Ibn Al Khattab', 'IBN AL KHATTAB', 'OMAR'],
    ['Fatima Al-Zahra', 'AL-ZAHRA', 'FATIMA'],
    ['Siobhan O’Neil', 'O’NEIL', 'SIOBHAN'],
    ['Ludwig van Beethoven', 'VAN BEETHOVEN', 'LUDWIG'],
    ['  amina   rahman ', 'RAHMAN', 'AMINA'],
    // A name that is only particles and one word has no given names: all of it is the primary identifier.
    ['Abdul Aziz', 'ABDUL AZIZ', ''],
    ['', '', ''],
  ])('%j → surname %j, given names %j', (fullName, surname, givenNames) => {
    expect(splitPassportName(fullName)).toEqual({ surname, givenNames });
  });

  it('binds only the particles right before the last word to it', () => {
    // "Al" opens the name and stays a given name; "Abu" stands before the last word and joins the surname.
    expect(splitPassportName('Al Amin Abu Bakar')).toEqual({ surname: 'ABU BAKAR', givenNames: 'AL AMIN' });
  });
});
