/**
 * A traveller's one `fullName` (Latin, as the passport's machine-readable zone prints it; @rihla/db/passport-names)
 * split into the surname and given names an airline's APIS record and the visa portal ask for. Decision 0061.
 *
 * The rule: the last word is the surname, together with the name particles written before it, which belong to it
 * ("Muhammad Abdullah Al Farsi" → AL FARSI / MUHAMMAD ABDULLAH, "Ahmad bin Ismail" → BIN ISMAIL / AHMAD,
 * "Nur Abdul Rahman" → ABDUL RAHMAN / NUR). A single name ("Sukarno") is all surname with no given names, as the
 * MRZ writes a mononym in its primary identifier. Hyphenated and apostrophe names stay one word ("Al-Farsi",
 * "O'Neil"). Everything is upper case, as the MRZ is, and runs of spaces count as one.
 *
 * The product keeps one full-name field (decision 0056), so this is a best reading, not what the passport says; a
 * traveller whose passport splits otherwise (an Indonesian name with no family name written all as given names)
 * needs the airline's own correction. The check endpoint cannot see this, so the export shows the full name too.
 */

/** Words that bind to the word after them: Arabic and Malay patronymic and family particles, and common European ones. */
const PARTICLES = new Set([
  'AL',
  'EL',
  'BIN',
  'BINTI',
  'BINT',
  'IBN',
  'ABU',
  'UMM',
  'ABD',
  'ABDUL',
  'ABDEL',
  'VAN',
  'VON',
  'DE',
  'DA',
  'DOS',
  'DEL',
  'DI',
  'LA',
  'LE',
]);

export type SplitName = { surname: string; givenNames: string };

/** Splits a passport name (see the rule above). An empty name gives two empty parts. */
export function splitPassportName(fullName: string): SplitName {
  const words = fullName.trim().toUpperCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { surname: '', givenNames: '' };
  let start = words.length - 1;
  while (start > 0 && PARTICLES.has(words[start - 1])) start -= 1;
  return { surname: words.slice(start).join(' '), givenNames: words.slice(0, start).join(' ') };
}
