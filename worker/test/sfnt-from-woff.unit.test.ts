import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { describe, expect, it } from 'vitest';

import { sfntFromWoff } from '../src/receipts/sfnt-from-woff.ts';

/**
 * The Arabic face of the PDFs unpacked from its WOFF (decision 0041): the font the WOFF says it wraps, table by
 * table, to the byte count and checksums the WOFF recorded of the original.
 */
const require = createRequire(import.meta.url);
const woffOf = (weight: 400 | 700) =>
  readFileSync(require.resolve(`@fontsource/amiri/files/amiri-arabic-${weight}-normal.woff`));

/** An OpenType table checksum: the sum of its big-endian 32-bit words, zero-padded, modulo 2^32. */
function checksum(table: Buffer): number {
  const padded = Buffer.alloc(Math.ceil(table.length / 4) * 4);
  table.copy(padded);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + padded.readUInt32BE(at)) >>> 0;
  return sum;
}

describe('sfntFromWoff', () => {
  it.each([400, 700] as const)('unpacks Amiri %i into the font its WOFF recorded', (weight) => {
    const woff = woffOf(weight);
    const font = sfntFromWoff(woff);
    // The flavour (TrueType outlines), the size the WOFF says the unpacked font has, and the same tables.
    expect(font.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(font.length).toBe(woff.readUInt32BE(16));
    const tables = woff.readUInt16BE(12);
    expect(font.readUInt16BE(4)).toBe(tables);
    for (let i = 0; i < tables; i++) {
      const [entry, record] = [44 + i * 20, 12 + i * 16];
      const tag = woff.subarray(entry, entry + 4).toString('latin1');
      expect(font.subarray(record, record + 4).toString('latin1')).toBe(tag);
      const [offset, length] = [font.readUInt32BE(record + 8), font.readUInt32BE(record + 12)];
      expect(offset % 4, tag).toBe(0);
      expect(length, tag).toBe(woff.readUInt32BE(entry + 12));
      const data = Buffer.from(font.subarray(offset, offset + length));
      // head's own checksum is taken with its checkSumAdjustment (bytes 8-11) zero.
      if (tag === 'head') data.fill(0, 8, 12);
      expect(checksum(data), tag).toBe(woff.readUInt32BE(entry + 16));
    }
  });

  it('refuses what is not a WOFF 1.0 font', () => {
    expect(() => sfntFromWoff(Buffer.from('OTTO and more bytes than a header'.padEnd(64)))).toThrow(
      'not a WOFF 1.0 font',
    );
  });
});
