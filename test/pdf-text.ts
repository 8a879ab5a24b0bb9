/**
 * The text of a PDF written by pdfkit with `compress: false`, one line per text operator: pdfkit writes Helvetica
 * text as hex strings in `[<..> kerning <..>] TJ` arrays, decoded here as Latin-1.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const [, array] of source.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const parts = [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1'));
    lines.push(parts.join(''));
  }
  return lines.join('\n');
}
