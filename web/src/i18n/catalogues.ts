import { DEFAULT_LOCALE, type Locale } from './locales';

type Catalogue = Record<string, string>;

// One JSON file per area of the site and language (messages/<locale>/<area>.json), each its own lazy chunk set:
// an English reader downloads none of them (English is the source text in the code). The errors catalogue loads
// with the error table, when a page first shows an error (errors.ts).
const files = import.meta.glob<Catalogue>(
  ['./messages/ar/*.json', './messages/id/*.json', '!./messages/*/errors.json'],
  { import: 'default' },
);

/** Every message of a language; empty for English, whose texts are each message's defaultMessage. */
export async function loadMessages(locale: Locale): Promise<Catalogue> {
  if (locale === DEFAULT_LOCALE) return {};
  const prefix = `./messages/${locale}/`;
  const parts = await Promise.all(
    Object.entries(files)
      .filter(([path]) => path.startsWith(prefix))
      .map(([, load]) => load()),
  );
  return Object.assign({}, ...parts) as Catalogue;
}
