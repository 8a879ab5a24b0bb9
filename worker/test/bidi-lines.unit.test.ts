import { describe, expect, it } from 'vitest';

import { emailTexts } from '../src/emails/i18n/index.ts';
import { bidiLines, type Line } from '../src/receipts/bidi-lines.ts';

/** Every character one unit wide. */
const byLength = (run: { text: string }) => run.text.length;

/** A line as seen, left to right: an Arabic run's letters are kept in reading order (the font turns them). */
const seen = (line: Line) =>
  line.map((run) => (run.script === 'arabic' && run.rtl ? [...run.text].reverse().join('') : run.text)).join('');

describe('receipt lines in mixed scripts', () => {
  it('keep an Arabic amount’s Latin currency symbol whole beside the figure', () => {
    const [line] = bidiLines(`المبلغ: ${emailTexts('ar').money(150_000, 'USD')}`, 'rtl', 100, byLength);
    // Intl puts a no-break space between the figure and the symbol.
    expect(seen(line)).toBe('US$\u00a01,500.00 :غلبملا');
  });

  it('keep a Latin reference in its order inside an Arabic line', () => {
    const [line] = bidiLines('مرجع الحجز \u2068RH-7KQ2-M9\u2069', 'rtl', 100, byLength);
    expect(seen(line)).toBe('RH-7KQ2-M9 زجحلا عجرم');
    expect(line.filter((run) => run.script === 'arabic').map((run) => run.text)).toEqual(['مرجع', 'الحجز'].reverse());
  });

  it('write an Arabic name right to left inside an English line, each isolated name in its place', () => {
    const [line] = bidiLines('Travellers: \u2068محمد علي\u2069, \u2068John Smith\u2069', 'ltr', 100, byLength);
    expect(seen(line)).toBe('Travellers: يلع دمحم, John Smith');
    // Each Arabic word goes to the font in reading order, so its letters join.
    expect(line.filter((run) => run.script === 'arabic').map((run) => run.text)).toEqual(['علي', 'محمد']);
  });

  it('break at spaces into lines no wider than asked, each ordered on its own', () => {
    const lines = bidiLines('شكرًا لسفرك مع Rihla Travel اليوم', 'rtl', 16, byLength);
    expect(lines.map(seen)).toEqual(['عم كرفسل اًركش', 'Rihla Travel', 'مويلا']);
  });

  it('never break at a no-break space', () => {
    const lines = bidiLines('من 1\u00a0مارس\u00a02027 إلى 11\u00a0مارس\u00a02027', 'rtl', 14, byLength);
    expect(lines.map(seen)).toEqual(['2027\u00a0سرام\u00a01 نم', 'ىلإ', '2027\u00a0سرام\u00a011']);
  });
});
