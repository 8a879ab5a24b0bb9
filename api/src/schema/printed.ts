import { lexicographicSortSchema, printSchema } from 'graphql';

import { schema } from './index.ts';

/** The committed SDL; a test compares it with this so a stale schema.graphql fails CI. */
export function printSchemaFile(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
