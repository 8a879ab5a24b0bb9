import { reachLoadedModules, startTracing, type Tracing } from '@rihla/worker/tracing';

/** Probes and scrapes come every few seconds and say nothing about a request: no trace for them. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * The API's traces (docs/decisions/0020-tracing.md): the worker's shared set (Prisma, BullMQ) plus a server span
 * per HTTP request, which takes the caller's `traceparent`, and Fastify's route handler spans under it. Null, and
 * nothing imported, while OTEL_EXPORTER_OTLP_ENDPOINT is unset.
 */
export function startApiTracing(): Promise<Tracing | null> {
  return startTracing('rihla-api', async () => {
    const [{ HttpInstrumentation }, { FastifyOtelInstrumentation }] = await Promise.all([
      import('@opentelemetry/instrumentation-http'),
      import('@fastify/otel'),
    ]);
    const http = new HttpInstrumentation({
      ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? '').split('?')[0] ?? ''),
    });
    // The bundle required node:http (for Fastify) before this ran: the patch must reach that module object.
    reachLoadedModules('node:http', ['node:http']);
    // Registers itself on every Fastify instance created from now on (Fastify's diagnostics channel), which works
    // although Fastify is bundled; hook spans off: a dozen per request, and the handler span says where time went.
    const fastify = new FastifyOtelInstrumentation({
      registerOnInitialization: true,
      instrumentHooks: false,
      ignorePaths: ({ url }) => UNTRACED_PATHS.has(url),
    });
    return [http, fastify];
  });
}
