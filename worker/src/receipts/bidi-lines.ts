import bidiFactory from 'bidi-js';

/**
 * Lines of text laid out as the Unicode Bidirectional Algorithm orders them (bidi-js), for pdfkit, which writes
 * every string left to right. A receipt line mixes directions: an Arabic label with a Latin reference, an amount
 * or a Latin name inside it, an Arabic traveller name in an English receipt. Each line is cut into runs, left to
 * right as they are seen, each written with one font: Arabic script with the Arabic font, the rest with the Latin
 * one.
 */

export type Script = 'arabic' | 'latin';
/**
 * One stretch of a line written in one call. An Arabic right-to-left run keeps its letters in reading (logical)
 * order: the font engine (fontkit) joins the letters of an Arabic string and turns it right to left itself. A Latin
 * right-to-left run (spaces and punctuation between Arabic words) is already in seen order, mirrored.
 */
export type Run = { text: string; script: Script; rtl: boolean };
export type Line = Run[];

const bidi = bidiFactory();

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
// Direction marks and isolates order the text (Intl puts a right-to-left mark before an Arabic amount, the emails'
// formatter isolates values); they have no glyph and are not written.
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

// Where a line may break: after a space. No-break spaces (Intl's between a figure and its currency, the receipt's
// inside a date) hold their words together.
const SPACE = /[ \t\n]/;

/** The runs of text[start, end) (end exclusive), left to right as seen. */
function visualRuns(text: string, levels: ReturnType<typeof bidi.getEmbeddingLevels>, start: number, end: number) {
  const runs: Run[] = [];
  if (end <= start) return runs;
  // The indices of the whole text, with only this line's reordered.
  for (const index of bidi.getReorderedIndices(text, levels, start, end - 1)) {
    if (index < start || index >= end) continue;
    const char = text[index];
    if (BIDI_CONTROL.test(char)) continue;
    const rtl = levels.levels[index] % 2 === 1;
    const script: Script = ARABIC.test(char) ? 'arabic' : 'latin';
    const seen = rtl ? (bidi.getMirroredCharacter(char) ?? char) : char;
    const last = runs.at(-1);
    // Arabic-Indic digits are Arabic script at a left-to-right level: written one by one, since the font engine
    // would turn a string of them around.
    if (last && last.script === script && last.rtl === rtl && (rtl || script === 'latin')) last.text += seen;
    else runs.push({ text: seen, script, rtl });
  }
  for (const run of runs) if (run.script === 'arabic' && run.rtl) run.text = [...run.text].reverse().join('');
  return runs;
}

/**
 * `text` as a paragraph of base direction `direction` (`auto`: its first strong letter's), broken at spaces into lines no wider than `width` (a word
 * wider than that gets a line of its own), each line's runs left to right. `measure` gives a run's width.
 */
export function bidiLines(
  text: string,
  direction: 'ltr' | 'rtl' | 'auto',
  width: number,
  measure: (run: Run) => number,
): Line[] {
  const levels = bidi.getEmbeddingLevels(text, direction);
  const lineWidth = (start: number, end: number) =>
    visualRuns(text, levels, start, end).reduce((sum, run) => sum + measure(run), 0);
  const trimmedEnd = (start: number, end: number) => {
    while (end > start && SPACE.test(text[end - 1])) end--;
    return end;
  };
  const breaks: number[] = [];
  for (let i = 1; i < text.length; i++) if (SPACE.test(text[i - 1]) && !SPACE.test(text[i])) breaks.push(i);
  breaks.push(text.length);

  const lines: Line[] = [];
  let start = 0;
  let fitted = 0;
  for (const end of breaks) {
    if (fitted > start && lineWidth(start, trimmedEnd(start, end)) > width) {
      lines.push(visualRuns(text, levels, start, trimmedEnd(start, fitted)));
      start = fitted;
    }
    fitted = end;
  }
  lines.push(visualRuns(text, levels, start, trimmedEnd(start, text.length)));
  return lines;
}
