import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';

/*
 * Every character of the seeded content has a glyph in the fonts the site bundles, in the stacks every page uses
 * (issue #31: ﷺ showed as an empty box in the Indonesian lesson, as only the Arabic site loaded an Arabic face).
 * A character is covered when a family of the stack, before any system font, has an @font-face whose
 * unicode-range holds it and whose file's cmap has a glyph for it.
 */
const web = join(import.meta.dirname, '..', '..');
const repo = join(web, '..');
const modules = createRequire(join(web, 'package.json'));
const read = (path: string) => readFileSync(path, 'utf8');

/** The content pilgrims read: packages, lessons and places, in every language. */
const SEEDED_CONTENT = [
  'packages.json',
  'training.json',
  'translations-ar.json',
  'translations-id.json',
  'place-names.json',
];

type Face = { family: string; ranges: [number, number][]; font: Font };

function rangesOf(unicodeRange: string | undefined): [number, number][] {
  if (!unicodeRange) return [[0, 0x10ffff]];
  return unicodeRange.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

/** The @font-face rules of a stylesheet, with their files read (url('@fontsource…') or a package's relative url). */
function facesIn(css: string, base: string): Face[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
    const family = /font-family:\s*'([^']+)'/.exec(body)![1];
    const url = /url\(['"]?([^'")]+\.woff2)['"]?\)/.exec(body)![1];
    const file = url.startsWith('@') ? modules.resolve(url) : join(base, url);
    const ranges = rangesOf(/unicode-range:([^;]+);/.exec(body)?.[1]);
    return { family, ranges, font: create(readFileSync(file)) };
  });
}

/** The faces every page has: styles/base.css and the @fontsource stylesheets main.tsx imports. */
function pageFaces(): Face[] {
  const imported = [...read(join(web, 'src/main.tsx')).matchAll(/import '(@fontsource[^']+\.css)'/g)].map(([, name]) =>
    modules.resolve(name),
  );
  return [
    ...facesIn(read(join(web, 'src/styles/base.css')), ''),
    ...imported.flatMap((file) => facesIn(read(file), join(file, '..'))),
  ];
}

/** A stack of tokens.css's :root, as families in order. */
function stack(name: string): string[] {
  const value = new RegExp(`--${name}:([^;]+);`).exec(read(join(web, 'src/styles/tokens.css')))![1];
  return value.split(',').map((family) => family.trim().replace(/^'|'$/g, ''));
}

function seededCharacters(): string[] {
  const characters = new Set<string>();
  for (const file of SEEDED_CONTENT)
    for (const character of read(join(repo, 'prisma/seed/data', file)))
      if (/[^\s\p{Cc}\p{Cf}]/u.test(character)) characters.add(character);
  return [...characters];
}

describe('the bundled fonts cover the seeded content', () => {
  const faces = pageFaces();
  const characters = seededCharacters();

  it('finds the honorific ﷺ among the characters it checks', () => {
    expect(characters).toContain('\uFDFA');
  });

  it.each(['font-body', 'font-display'])('every character has a glyph in the %s stack', (name) => {
    const families = stack(name);
    const uncovered = characters.filter((character) => {
      const point = character.codePointAt(0)!;
      return !faces.some(
        (face) =>
          families.includes(face.family) &&
          face.ranges.some(([from, to]) => point >= from && point <= to) &&
          face.font.hasGlyphForCodePoint(point),
      );
    });
    expect(uncovered.map((c) => `${c} U+${c.codePointAt(0)!.toString(16).toUpperCase()}`)).toEqual([]);
  });
});
