/** What the catalogue benchmark asks for: shared by the floor server and the load (scripts/bench/catalogue.ts). */

/** Every Package column in the model's order (what Prisma returns), as the REST facade sends it. */
export const REST_COLUMNS = [
  'id',
  'code',
  'name',
  'description',
  'image',
  'price',
  'currency',
  'nights',
  'hotel',
  'haramDistanceM',
  'createdAt',
  'updatedAt',
];

/** The fields the bench's GraphQL query selects, in its order. */
export const GRAPHQL_FIELDS = REST_COLUMNS.filter((c) => c !== 'updatedAt');

export const GRAPHQL_QUERY = `{ packages { ${GRAPHQL_FIELDS.join(' ')} } }`;
