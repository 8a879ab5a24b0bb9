import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

/*
 * The public pages show a server's answer in the reader's language: by its code and values (errors.notice, errors.of)
 * or by the page's own catalogue text, never the English `message` as it came (decision 0042). The back office
 * (admin/) is English and may show the server's words.
 */
const webSource = join(import.meta.dirname, '..');

function publicSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' || entry.name === 'gql' ? [] : publicSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A payload's message read off the answer (`data?.claimBookings.message`) or put on the page (`{notice.message}`). */
const SHOWN_AS_SENT = [/\bdata\??\.\w+\??\.message\b/, /<Alert[^>]*\{\w+\??\.message\}/, />\s*\{\w+\??\.message\}\s*</];

describe('server texts on the public pages', () => {
  it('no page shows a server message as it came (English on /ar and /id)', () => {
    const offenders = publicSources(webSource).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${relative(webSource, file)}:${index + 1}` }))
        .filter(({ line }) => SHOWN_AS_SENT.some((pattern) => pattern.test(line)))
        .map(({ line, at }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
