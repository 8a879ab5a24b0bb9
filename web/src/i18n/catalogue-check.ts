import {
  isPluralElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
  parse,
  TYPE,
} from '@formatjs/icu-messageformat-parser';

export type Catalogue = Record<string, string>;

/** The arguments and rich-text tags a message uses: a translation must use the same ones. */
function namesIn(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && typeof element.value === 'string' && element.type !== TYPE.literal) {
      into.add(element.value);
    }
    if (isTagElement(element)) {
      into.add(`<${element.value}>`);
      namesIn(element.children, into);
    }
    if (isPluralElement(element) || isSelectElement(element)) {
      for (const option of Object.values(element.options)) namesIn(option.value, into);
    }
  }
  return into;
}

function pluralsIn(elements: MessageFormatElement[]): string[][] {
  const found: string[][] = [];
  for (const element of elements) {
    if (isPluralElement(element)) found.push(Object.keys(element.options));
    if (isPluralElement(element) || isSelectElement(element)) {
      for (const option of Object.values(element.options)) found.push(...pluralsIn(option.value));
    }
    if (isTagElement(element)) found.push(...pluralsIn(element.children));
  }
  return found;
}

function tryParse(message: string): MessageFormatElement[] | string {
  try {
    return parse(message, { requiresOtherClause: true });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * What is wrong with a translation catalogue against the English source: missing or unknown keys, messages that
 * do not parse as ICU, arguments or tags that differ from the English ('{count} seats' translated without
 * {count}), plurals without the `other` form. Empty when the catalogue is complete.
 */
export function catalogueProblems(source: Catalogue, translation: Catalogue, locale: string): string[] {
  const problems: string[] = [];
  for (const id of Object.keys(source)) {
    if (!(id in translation)) problems.push(`${locale}: missing ${id}`);
  }
  for (const [id, message] of Object.entries(translation)) {
    if (!(id in source)) {
      problems.push(`${locale}: ${id} is not a message of the site (removed or renamed?)`);
      continue;
    }
    if (!message.trim()) {
      problems.push(`${locale}: ${id} is empty`);
      continue;
    }
    const parsed = tryParse(message);
    const english = tryParse(source[id]);
    if (typeof parsed === 'string') {
      problems.push(`${locale}: ${id} does not parse: ${parsed}`);
      continue;
    }
    if (typeof english === 'string') continue;
    const expected = [...namesIn(english)].sort().join(', ');
    const actual = [...namesIn(parsed)].sort().join(', ');
    if (expected !== actual) problems.push(`${locale}: ${id} uses {${actual}} where English uses {${expected}}`);
    if (pluralsIn(english).length !== pluralsIn(parsed).length) {
      problems.push(
        `${locale}: ${id} has ${pluralsIn(parsed).length} plurals where English has ${pluralsIn(english).length}`,
      );
    }
  }
  return problems;
}
