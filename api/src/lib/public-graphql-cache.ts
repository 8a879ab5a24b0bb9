import { createHash } from 'node:crypto';

import type { FastifyRequest } from 'fastify';
import { type DocumentNode, Kind, type OperationDefinitionNode, OperationTypeNode, parse, visit } from 'graphql';
import { LRUCache } from 'lru-cache';

import type { CatalogArea, CatalogCache } from './catalog-cache.ts';
import { type Locale, requestLocale } from './locale.ts';

/**
 * Root query fields whose whole answer is the public catalogue, and the part of it each depends on. Their types
 * (Package, TrainingModule, Lesson, TransportMode, ServiceClass) expose catalogue columns only; a field added to
 * them that reads another table must not be served from here (add its area, or drop the root field from this map).
 */
const CATALOG_ROOT_FIELDS: Record<string, CatalogArea | null> = {
  packages: 'packages',
  package: 'packages',
  trainingModules: 'training',
  trainingModule: 'training',
  transportModes: 'transportModes',
  serviceClasses: 'serviceClasses',
  siteSettings: 'siteSettings',
  __typename: null,
};
/**
 * Fields of catalogue types that read live rows (a package's departures: seats change with every booking and every
 * expiry in the worker, which this cache cannot hear). A document selecting any of them always goes through Yoga.
 */
const LIVE_FIELDS = new Set(['departures', 'roomPrices']);
/** Longer documents are not the web app's catalogue reads; they go through Yoga (and its limits) every time. */
const MAX_QUERY_LENGTH = 4000;
/** The parse here runs before GraphQL Armor, so it keeps Armor's token limit (GRAPHQL_LIMITS.tokens in graphql.ts). */
const MAX_TOKENS = 2000;

export type GraphqlAnswer = { status: number; contentType: string; body: string };
type Params = { query?: unknown; variables?: unknown; operationName?: unknown; extensions?: unknown };

/** Which catalogue areas an operation reads, or null when it reads anything else (or is not a plain query). */
function catalogAreas(query: string, operationName: string | undefined): CatalogArea[] | null {
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true, maxTokens: MAX_TOKENS });
  } catch {
    return null;
  }
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((candidate) => candidate.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation || operation.operation !== OperationTypeNode.QUERY) return null;
  const areas = new Set<CatalogArea>();
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD || !(selection.name.value in CATALOG_ROOT_FIELDS)) return null;
    const area = CATALOG_ROOT_FIELDS[selection.name.value];
    if (area) areas.add(area);
  }
  if (readsLiveFields(document)) return null;
  return areas.size ? [...areas].sort() : null;
}

function readsLiveFields(document: DocumentNode): boolean {
  let live = false;
  visit(document, {
    Field(node) {
      if (LIVE_FIELDS.has(node.name.value)) live = true;
    },
  });
  return live;
}

/**
 * Answers anonymous GraphQL reads of the public catalogue from the catalogue cache, so they skip Yoga's pipeline
 * (parse, validate, limits, execute) after the first run; a staff write to an area drops its answers everywhere.
 * Only requests without a session or booking token qualify, and only answers Yoga gave an anonymous caller are
 * stored: every anonymous caller gets the same answer for the same document and variables, so nothing private
 * can be cached. A first run with errors (bad input, a database hiccup) is answered but not stored.
 */
export function publicGraphqlCache(catalog: CatalogCache) {
  const verdicts = new LRUCache<string, CatalogArea[] | 'no'>({ max: 500 });
  // Accept-Language values are few (the web app sends one language); negotiating each once keeps a hit cheap.
  const locales = new LRUCache<string, Locale>({ max: 200 });
  const localeOf = (header: string | undefined) => {
    const given = (header ?? '').slice(0, 500);
    let locale = locales.get(given);
    if (!locale) locales.set(given, (locale = requestLocale(given)));
    return locale;
  };

  return function cachedAnswer(
    request: FastifyRequest,
    execute: () => Response | PromiseLike<Response>,
  ): Promise<GraphqlAnswer> | null {
    if (request.headers.authorization || request.headers['x-booking-token']) return null;
    if (request.method !== 'GET' && request.method !== 'POST') return null;
    const params = (request.method === 'GET' ? request.query : request.body) as Params | undefined;
    const { query, variables, operationName, extensions } = params ?? {};
    if (typeof query !== 'string' || query.length > MAX_QUERY_LENGTH) return null;
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;

    const verdictKey = `${operationName ?? ''}\n${query}`;
    let verdict = verdicts.get(verdictKey);
    if (!verdict) {
      verdict = catalogAreas(query, operationName ?? undefined) ?? 'no';
      verdicts.set(verdictKey, verdict);
    }
    if (verdict === 'no') return null;

    const accept = request.headers.accept ?? '';
    // Content answers in the caller's language (ctx.locale, from the same header): one answer per language, so an
    // Arabic reader never gets an English answer stored for someone else, nor the reverse.
    const locale = localeOf(request.headers['accept-language']);
    const key = createHash('sha1')
      // Extensions are part of the key although no plugin reads them (Apollo Client sends its name and version).
      .update(
        JSON.stringify([
          request.method,
          accept,
          locale,
          // A package's offer (its "from" price) changes with the day: departures leaving today stop counting.
          new Date().toISOString().slice(0, 10),
          operationName ?? null,
          query,
          variables ?? null,
          extensions ?? null,
        ]),
      )
      .digest('base64url');
    return catalog
      .read(
        verdict,
        `graphql:${key}`,
        async (): Promise<GraphqlAnswer> => {
          const response = await execute();
          return {
            status: response.status,
            contentType: response.headers.get('content-type') ?? 'application/json',
            body: await response.text(),
          };
        },
        (answer) => answer.status === 200 && answer.contentType.includes('json') && !hasErrors(answer.body),
      )
      .then((entry) => entry.value);
  };
}

function hasErrors(body: string): boolean {
  try {
    return 'errors' in (JSON.parse(body) as object);
  } catch {
    return true;
  }
}
