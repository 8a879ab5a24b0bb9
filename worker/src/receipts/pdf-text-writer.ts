import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { bidiLines, type Run } from './bidi-lines.ts';
import { sfntFromWoff } from './sfnt-from-woff.ts';

/**
 * Writes paragraphs into a pdfkit document in any mix of Arabic and Latin script (issue #31): lines ordered by
 * bidi-lines.ts, Arabic runs in Amiri (joined letter forms by fontkit, pdfkit's font engine), Latin runs in the
 * standard Helvetica. Amiri is the Arabic face the web already ships (@fontsource/amiri): its Arabic subset as WOFF,
 * read from node_modules when the first receipt of a process is written and unpacked then, once (sfnt-from-woff.ts).
 */

const require = createRequire(import.meta.url);

type Weight = 'regular' | 'bold';
const FONTS: Record<Weight, { latin: string; arabic: string; arabicFile: string }> = {
  regular: {
    latin: 'Helvetica',
    arabic: 'Amiri',
    arabicFile: '@fontsource/amiri/files/amiri-arabic-400-normal.woff',
  },
  bold: {
    latin: 'Helvetica-Bold',
    arabic: 'Amiri-Bold',
    arabicFile: '@fontsource/amiri/files/amiri-arabic-700-normal.woff',
  },
};

// Amiri's letters are small for their size beside Helvetica's: written a little larger to read as the same size.
const ARABIC_SCALE = 1.15;
// Room above and below the baseline, in font sizes: Amiri's marks reach higher and lower than Helvetica's letters.
const LINE = { latin: { above: 0.95, below: 0.3 }, arabic: { above: 1.15, below: 0.6 } };

/** Typography Helvetica's Latin-1 lacks, written as its plain form: a date range's dash, an apostrophe, quotes. */
const PLAIN_FORMS: Partial<Record<string, string>> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2026': '...',
  '\u2212': '-',
};

/**
 * Helvetica has Latin-1 glyphs only: typography takes its plain form (PLAIN_FORMS), accents are stripped where that
 * leaves Latin letters, anything else is `?`.
 */
function latin1(text: string): string {
  let out = '';
  for (const ch of text) {
    if (ch.length === 1 && ch.charCodeAt(0) <= 0xff) {
      out += ch;
      continue;
    }
    const plainForm = PLAIN_FORMS[ch];
    if (plainForm !== undefined) {
      out += plainForm;
      continue;
    }
    const plain = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += plain.length > 0 && [...plain].every((c) => c.charCodeAt(0) <= 0xff) ? plain : '?';
  }
  return out;
}

const unpacked = new Map<string, Buffer>();
/** An Arabic face as fontkit reads it fastest: unpacked from its WOFF on the first PDF of the process. */
function arabicFont(file: string): Buffer {
  let font = unpacked.get(file);
  if (!font) unpacked.set(file, (font = sfntFromWoff(readFileSync(require.resolve(file)))));
  return font;
}

export type TextStyle = { size: number; color: string; weight?: Weight };

export class PdfTextWriter {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    /** The page's direction: right to left for an Arabic receipt, whose lines then align right. */
    readonly direction: 'ltr' | 'rtl',
  ) {
    for (const font of Object.values(FONTS)) doc.registerFont(font.arabic, arabicFont(font.arabicFile));
  }

  private use(run: Run, style: TextStyle): string {
    const font = FONTS[style.weight ?? 'regular'];
    this.doc
      .font(run.script === 'arabic' ? font.arabic : font.latin)
      .fontSize(run.script === 'arabic' ? style.size * ARABIC_SCALE : style.size);
    return run.script === 'arabic' ? run.text : latin1(run.text);
  }

  /**
   * Writes `text` in the column [x, x + width] from `top` down, wrapped at spaces, aligned to the page's direction;
   * returns where the paragraph ends. `direction` is the paragraph's own (`auto`: its first strong letter's).
   */
  paragraph(
    text: string,
    x: number,
    top: number,
    width: number,
    style: TextStyle,
    direction: 'ltr' | 'rtl' | 'auto' = this.direction,
  ): number {
    const measure = (run: Run) => this.doc.widthOfString(this.use(run, style));
    let y = top;
    for (const line of bidiLines(text, direction, width, measure)) {
      const metrics = line.some((run) => run.script === 'arabic') ? LINE.arabic : LINE.latin;
      const baseline = y + metrics.above * style.size;
      const lineWidth = line.reduce((sum, run) => sum + measure(run), 0);
      let left = this.direction === 'rtl' ? x + width - lineWidth : x;
      for (const run of line) {
        const shown = this.use(run, style);
        this.doc.fillColor(style.color).text(shown, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
        left += this.doc.widthOfString(shown);
      }
      y = baseline + metrics.below * style.size;
    }
    return y;
  }
}
