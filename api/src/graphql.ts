import { EnvelopArmor } from '@escape.tech/graphql-armor';
import type { ErrorReason } from '@rihla/db/error-reasons';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type ASTVisitor,
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type OperationDefinitionNode,
  OperationTypeNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { createYoga, maskError, type Plugin } from 'graphql-yoga';

import { type AppDeps, contextFor } from './lib/context.ts';
import { graphqlMetricsPlugin } from './lib/metrics.ts';
import { publicError } from './lib/public-errors.ts';
import { publicGraphqlCache } from './lib/public-graphql-cache.ts';
import { schema } from './schema/index.ts';

/**
 * Limits checked while parsing and validating, before any resolver runs, so an anonymous query cannot buy
 * unbounded work (one 1,000-alias `searchTrips` used to freeze the API). The web app's largest operation
 * stays well inside each (api/test/graphql-limits.test.ts runs all of them through these limits).
 */
export const GRAPHQL_LIMITS = {
  aliases: 15,
  depth: 10,
  tokens: 2000,
  // Armor prices a field once per fragment that selects it, although execution merges them: colocated fragments
  // (a trip option read by its row and by its booking dialog, in 8 result groups) cost ~5,050 that way. The
  // alias, depth and token limits bound the real work; this catches what slips between them.
  cost: 10000,
  directives: 20,
  mutationFields: 3,
} as const;

function armorPlugins(production: boolean): Plugin[] {
  const armor = new EnvelopArmor({
    maxAliases: { n: GRAPHQL_LIMITS.aliases },
    maxDepth: { n: GRAPHQL_LIMITS.depth },
    maxTokens: { n: GRAPHQL_LIMITS.tokens },
    costLimit: { maxCost: GRAPHQL_LIMITS.cost },
    maxDirectives: { n: GRAPHQL_LIMITS.directives },
    // "Did you mean ...?" hints map the schema for a stranger as well as introspection does.
    blockFieldSuggestion: { enabled: production },
  });
  return armor.protect().plugins as Plugin[];
}

/** Root fields of a selection, through inline fragments and fragment spreads. */
function rootFieldCount(context: ValidationContext, selections: SelectionSetNode, seen = new Set<string>()): number {
  let count = 0;
  for (const selection of selections.selections) {
    if (selection.kind === Kind.FIELD) count += selection.name.value === '__typename' ? 0 : 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += rootFieldCount(context, selection.selectionSet, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) count += rootFieldCount(context, fragment.selectionSet, seen);
    }
  }
  return count;
}

/**
 * Every write is one decision of its caller; a single request repeating `bookTrip` 46 times by alias once held
 * every seat of a train. The web app sends one mutation per request.
 */
function fewMutationsRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation: OperationDefinitionNode) {
      if (operation.operation !== OperationTypeNode.MUTATION) return;
      const fields = rootFieldCount(context, operation.selectionSet);
      if (fields > GRAPHQL_LIMITS.mutationFields) {
        context.reportError(
          new GraphQLError(`At most ${GRAPHQL_LIMITS.mutationFields} mutations per request, found ${fields}.`, {
            nodes: operation,
          }),
        );
      }
    },
  };
}

const fewMutationsPerRequest: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(fewMutationsRule),
};

const noIntrospection: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
};

/** A masked error ("Unexpected error.") carries its stable code too, as AppErrors do (lib/errors.ts). */
function withReason(error: Error, maskedMessage: string): Error {
  if (!(error instanceof GraphQLError) || error.extensions.reason || error.message !== maskedMessage) return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, reason: 'UNEXPECTED_ERROR' satisfies ErrorReason },
  });
}

/**
 * GraphQL Yoga mounted on Fastify at /graphql, with the same service context as REST. CORS is the app's
 * (app.ts, CORS_ORIGINS), so Yoga's own, which reflects any origin with credentials, is off. Unexpected
 * errors stay masked ("Unexpected error."): only AppError messages (and publicError's) reach the client.
 */
export function mountGraphql(app: FastifyInstance, deps: AppDeps) {
  const { production } = deps.config;
  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }>({
    schema,
    context: ({ req }) => contextFor(deps, req),
    graphiql: !production,
    landingPage: !production,
    cors: false,
    maskedErrors: {
      // A database error a service did not expect answers as REST would (e.g. 409), never in Prisma's words.
      maskError: (error, message, isDev) => {
        const original = error instanceof GraphQLError ? error.originalError : error;
        const shown = original && !(original instanceof GraphQLError) ? publicError(original) : null;
        return shown ?? withReason(maskError(error, message, isDev), message);
      },
      // Yoga would add the original message and stack under NODE_ENV=development.
      isDev: false,
    },
    plugins: [
      ...armorPlugins(production),
      fewMutationsPerRequest,
      ...(production ? [noIntrospection] : []),
      graphqlMetricsPlugin(deps.metrics),
    ],
    logging: {
      debug: (...args) => app.log.debug(args),
      info: (...args) => app.log.info(args),
      warn: (...args) => app.log.warn(args),
      error: (...args) => app.log.error(args),
    },
  });

  const cachedCatalogAnswer = publicGraphqlCache(deps.catalog);
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      // Answers (content, error messages) are in the caller's language: a cache (a GET's) must keep one per language.
      reply.header('Vary', 'Accept-Language');
      // Anonymous catalogue reads come from the catalogue cache (lib/public-graphql-cache.ts), past Yoga's pipeline.
      const cached = cachedCatalogAnswer(req, () => yoga.handleNodeRequestAndResponse(req, reply, { req, reply }));
      if (cached) {
        const answer = await cached;
        return reply.status(answer.status).type(answer.contentType).send(answer.body);
      }
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      // A subscription's events must leave at once through any nginx in front (an Ingress, a host's own proxy),
      // not only ours, which turns buffering off for /graphql itself.
      if (response.headers.get('content-type')?.startsWith('text/event-stream'))
        reply.header('X-Accel-Buffering', 'no');
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}
