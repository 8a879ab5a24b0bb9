/** What the catalogue benchmark asks for: shared by the floor server and the load (scripts/bench/catalogue.ts). */

const CARD_FIELDS = [
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
];

/** Every Package column in the model's order (what Prisma returns), as the REST facade sends it. */
export const REST_COLUMNS = [
  ...CARD_FIELDS,
  'inclusions',
  'archivedAt',
  'depositPercent',
  'depositAmount',
  'balanceDueDays',
  'travellerDeadlineDays',
  'createdAt',
  'updatedAt',
];

/** The fields the bench's GraphQL query selects, in its order. */
export const GRAPHQL_FIELDS = [...CARD_FIELDS, 'createdAt'];

export const GRAPHQL_QUERY = `{ packages { ${GRAPHQL_FIELDS.join(' ')} } }`;

/** Where the floor process serves the ceiling: `GET /api/packages`'s bytes from memory (scripts/bench/floor.ts). */
export const MEMORY_PATH = '/memory/api/packages';
