/**
 * The site's message catalogues (decision 0017).
 *
 *   tsx scripts/i18n.ts extract   writes web/src/i18n/messages/en/<area>.json from the code's defaultMessages
 *   tsx scripts/i18n.ts check     fails when en/ is not what the code says (run extract), or when a language
 *                                 misses a message, has one the code no longer uses, or breaks its arguments
 *
 * The area of a message is the first segment of its id ('checkout.pay.button' -> checkout.json), so each part of
 * the site has its own file per language. The error texts a customer can meet come from the server's table
 * (@rihla/db/error-reasons ERROR_REASONS) as errors.<REASON>, not from the web's code: one source for both.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { ERROR_REASONS } from '../prisma/error-reasons.ts';
import { type Catalogue, catalogueProblems } from '../web/src/i18n/catalogue-check.ts';

const root = path.resolve(import.meta.dirname, '..');
const messagesDir = path.join(root, 'web/src/i18n/messages');
const TRANSLATED = ['ar', 'id'];

/** errors.<REASON>: the English of every code a customer can meet, as the API writes it. */
const errorTexts = (): Catalogue =>
  Object.fromEntries(Object.entries(ERROR_REASONS).map(([reason, text]) => [`errors.${reason}`, text]));

/**
 * {id: English text} for every message in the public site's code (the back-office stays English) and the server's
 * error table.
 */
function extractFromCode(): Catalogue {
  const dir = mkdtempSync(path.join(tmpdir(), 'rihla-i18n-'));
  const out = path.join(dir, 'en.json');
  try {
    execFileSync(
      path.join(root, 'node_modules/.bin/formatjs'),
      [
        'extract',
        'web/src/**/*.{ts,tsx}',
        '--ignore',
        'web/src/**/*.test.{ts,tsx}',
        'web/src/admin/**',
        'web/src/gql/**',
        'web/src/test/**',
        '--out-file',
        out,
        '--throws',
      ],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const extracted = JSON.parse(readFileSync(out, 'utf8')) as Record<string, { defaultMessage: string }>;
    const fromCode = Object.fromEntries(
      Object.entries(extracted).map(([id, { defaultMessage }]) => [id, defaultMessage]),
    );
    return { ...fromCode, ...errorTexts() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function byArea(catalogue: Catalogue): Map<string, Catalogue> {
  const areas = new Map<string, Catalogue>();
  for (const id of Object.keys(catalogue).sort()) {
    const area = id.split('.')[0];
    areas.set(area, { ...areas.get(area), [id]: catalogue[id] });
  }
  return areas;
}

function readLocale(locale: string): Map<string, Catalogue> {
  const dir = path.join(messagesDir, locale);
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  return new Map(
    files.map((file) => [file.slice(0, -5), JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Catalogue]),
  );
}

const flatten = (areas: Map<string, Catalogue>): Catalogue => Object.assign({}, ...areas.values()) as Catalogue;
const serialize = (catalogue: Catalogue) => `${JSON.stringify(catalogue, null, 2)}\n`;

function extract() {
  const areas = byArea(extractFromCode());
  const dir = path.join(messagesDir, 'en');
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.json') && !areas.has(file.slice(0, -5))) rmSync(path.join(dir, file));
  }
  for (const [area, catalogue] of areas) writeFileSync(path.join(dir, `${area}.json`), serialize(catalogue));
  console.log(`${[...areas.values()].reduce((n, c) => n + Object.keys(c).length, 0)} messages in ${areas.size} areas`);
}

function check(): number {
  const problems: string[] = [];
  const code = byArea(extractFromCode());
  const committed = readLocale('en');
  for (const area of new Set([...code.keys(), ...committed.keys()])) {
    if (serialize(code.get(area) ?? {}) !== serialize(committed.get(area) ?? {})) {
      problems.push(`en: messages/en/${area}.json is not what the code says: run npm run i18n:extract`);
    }
  }
  const source = flatten(code);
  for (const locale of TRANSLATED) {
    const translated = readLocale(locale);
    for (const [area, catalogue] of translated) {
      for (const id of Object.keys(catalogue)) {
        if (id.split('.')[0] !== area) problems.push(`${locale}: ${id} belongs in ${id.split('.')[0]}.json`);
      }
    }
    problems.push(...catalogueProblems(source, flatten(translated), locale));
  }
  for (const problem of problems) console.error(problem);
  console.log(`${Object.keys(source).length} messages; ${problems.length} problems`);
  return problems.length ? 1 : 0;
}

const command = process.argv[2];
if (command === 'extract') extract();
else if (command === 'check') process.exitCode = check();
else {
  console.error('usage: tsx scripts/i18n.ts extract|check');
  process.exitCode = 2;
}
