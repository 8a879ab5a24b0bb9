import { timingSafeEqual } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { type DefinitionNode, type DocumentNode, Kind, type OperationDefinitionNode, parse } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

import webDocuments from '../../../web/src/gql/persisted-documents.json';
// Made by `npm run codegen:web` (codegen.ts), which every build and test run does first.
import { errorBodyOf } from './errors.ts';
import { NEVER_SHED } from './health.ts';

/** Seconds; the API's budget is p99 under 0.25 s (ops/alerts.yml), the webhook's ack under 0.01 s. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The API's Prometheus metrics (issue #18): request latency by route and status, GraphQL operations by name (the
 * web app's, else `other`), webhook receipts by event type and outcome, and Node's process metrics. The webhook's
 * type comes from a signature-verified event, so only the provider chooses it. One registry per app, so tests that
 * build several apps count separately. The state of the pipeline (queues, bookings, outbox) is the worker's to
 * export (worker/src/metrics.ts): one place, whatever the number of API processes.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const http = new Histogram({
    name: 'rihla_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const graphql = new Histogram({
    name: 'rihla_graphql_operation_duration_seconds',
    help: 'GraphQL operations by operation name and type; outcome error when the result carries errors',
    labelNames: ['operation', 'type', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const webhooks = new Counter({
    name: 'rihla_webhook_events_total',
    help: 'Payment provider webhook deliveries by event type and outcome (queued, queue_down, duplicate, missing_signature, bad_signature, error)',
    labelNames: ['type', 'outcome'] as const,
    registers: [registry],
  });
  return { registry, http, graphql, webhooks };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Every label value a client can choose is one of a fixed set, else `other`: each distinct value is a series held
 * for the life of the process and written out at every scrape, so invented ones would grow both without end.
 */
const OTHER = 'other';
const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const isOperation = (definition: DefinitionNode): definition is OperationDefinitionNode =>
  definition.kind === Kind.OPERATION_DEFINITION;
/** The operations the web app ships (graphql-codegen's persisted-documents manifest of the web sources). */
const WEB_OPERATIONS = new Set(
  Object.values(webDocuments).flatMap((text) =>
    parse(text)
      .definitions.filter(isOperation)
      .flatMap((operation) => operation.name?.value ?? []),
  ),
);

/** Times every request under its route pattern (`/api/packages/:id`; `unmatched` for any unknown path). */
export function recordHttpMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const method = HTTP_METHODS.has(request.method) ? request.method : OTHER;
    metrics.http.observe({ method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}

/** A Yoga plugin timing each execution under its operation name when the web app ships it, else `other`. */
export function graphqlMetricsPlugin(metrics: Metrics): Plugin {
  return {
    onExecute({ args }) {
      const started = performance.now();
      const { document, operationName } = args as { document: DocumentNode; operationName?: string | null };
      const operation = document.definitions.find(isOperation);
      const name = operationName ?? operation?.name?.value;
      const labels = {
        operation: name && WEB_OPERATIONS.has(name) ? name : OTHER,
        type: operation?.operation ?? 'query',
      };
      return {
        onExecuteDone({ result }) {
          const failed = 'errors' in result && Boolean(result.errors?.length);
          metrics.graphql.observe(
            { ...labels, outcome: failed ? 'error' : 'ok' },
            (performance.now() - started) / 1000,
          );
        },
      };
    },
  };
}

/**
 * GET /metrics for Prometheus, behind `Authorization: Bearer <METRICS_TOKEN>`: the figures say how much business
 * the site does, which is nobody else's to read. Without a token configured the route does not exist. The pressure
 * guard never sheds it (NEVER_SHED): an overloaded process is when its figures matter most.
 */
export function mountMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string) {
  if (!token) return;
  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', { ...NEVER_SHED, helmet: false }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.code(401).header('WWW-Authenticate', 'Bearer').send(errorBodyOf('METRICS_TOKEN_REQUIRED'));
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
