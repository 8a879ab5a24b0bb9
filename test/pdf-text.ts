import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PDF's text as poppler's `pdftotext` reads it (poppler-utils; .ci/run installs it): through each font's
 * Unicode map, so the text of the embedded Arabic font comes out too, compressed streams included (the stored
 * receipt is read as it is served).
 */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-text-'));
  try {
    const file = join(dir, 'in.pdf');
    writeFileSync(file, pdf);
    // A no-break space reads as a space.
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replaceAll('\u00a0', ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Whether a PDF's text holds the Arabic `word`: extraction may give a right-to-left word in either letter order,
 * and its joined letters as presentation forms (NFKC makes them plain letters again), so both orders are tried.
 */
export function hasArabicWord(text: string, word: string): boolean {
  const plain = text.normalize('NFKC');
  return plain.includes(word) || plain.includes([...word].reverse().join(''));
}
