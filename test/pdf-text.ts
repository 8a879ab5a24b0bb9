import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF written by pdfkit, one line per text operator: pdfkit writes Helvetica text as hex strings in
 * `[<..> kerning <..>] TJ` arrays, decoded here as Latin-1. Compressed (FlateDecode) streams are inflated first, so
 * the stored receipt itself can be read as it is served.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1').replace(/stream\r?\n([\s\S]*?)\r?\nendstream/g, (whole, body: string) => {
    try {
      return inflateSync(Buffer.from(body, 'latin1')).toString('latin1');
    } catch {
      return whole;
    }
  });
  const lines: string[] = [];
  for (const [, array] of source.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const parts = [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1'));
    lines.push(parts.join(''));
  }
  return lines.join('\n');
}
