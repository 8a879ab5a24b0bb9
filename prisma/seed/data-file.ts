import { readFileSync } from 'node:fs';

/**
 * Reads the seed's JSON data files and checks their shape on load, so a typo in a hand-edited row fails the seed
 * with the row's path instead of writing a wrong database. (The db workspace does not depend on zod; these few
 * checks are all the seed data needs.)
 */

/** Returns `value` as a T, or throws naming `path`, where in the file the value sits. */
export type Check<T> = (value: unknown, path: string) => T;

function fail(path: string, expected: string, value: unknown): never {
  throw new Error(`${path}: expected ${expected}, got ${JSON.stringify(value)}`);
}

export const text: Check<string> = (value, path) => (typeof value === 'string' ? value : fail(path, 'a string', value));

export const integer: Check<number> = (value, path) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : fail(path, 'an integer', value);

export const flag: Check<boolean> = (value, path) =>
  typeof value === 'boolean' ? value : fail(path, 'true or false', value);

export const matching =
  (pattern: RegExp, expected: string): Check<string> =>
  (value, path) =>
    pattern.test(text(value, path)) ? (value as string) : fail(path, expected, value);

export const currencyCode = matching(/^[A-Z]{3}$/, 'an ISO 4217 currency code');

export const oneOf =
  <const T extends string>(values: readonly T[]): Check<T> =>
  (value, path) =>
    values.find((v) => v === value) ?? fail(path, `one of ${values.join(', ')}`, value);

/** An optional field: absent in the file, absent in the result. */
export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value, path) =>
    value === undefined ? undefined : check(value, path);

export const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (value, path) =>
    value === null ? null : check(value, path);

export const listOf =
  <T>(check: Check<T>): Check<T[]> =>
  (value, path) =>
    Array.isArray(value) ? value.map((item, i) => check(item, `${path}[${i}]`)) : fail(path, 'a list', value);

function fields(value: unknown, path: string): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : fail(path, 'an object', value);
}

export const recordOf =
  <T>(check: Check<T>): Check<Record<string, T>> =>
  (value, path) =>
    Object.fromEntries(Object.entries(fields(value, path)).map(([key, v]) => [key, check(v, `${path}.${key}`)]));

type Shape = Record<string, Check<unknown>>;
type ShapeOf<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };

/** An object with exactly the fields of `shape`: an unknown field is a typo, so it fails too. */
export const object =
  <S extends Shape>(shape: S): Check<ShapeOf<S>> =>
  (value, path) => {
    const given = fields(value, path);
    const unknown = Object.keys(given).find((key) => !(key in shape));
    if (unknown !== undefined) throw new Error(`${path}.${unknown}: not a field of this object (a typo?)`);
    const entries = Object.entries(shape).map(([key, check]) => [key, check(given[key], `${path}.${key}`)]);
    return Object.fromEntries(entries.filter(([, v]) => v !== undefined)) as ShapeOf<S>;
  };

/** The checked contents of `prisma/seed/data/<fileName>`. */
export function readDataFile<T>(fileName: string, check: Check<T>): T {
  return check(JSON.parse(readFileSync(new URL(`./data/${fileName}`, import.meta.url), 'utf8')), fileName);
}
