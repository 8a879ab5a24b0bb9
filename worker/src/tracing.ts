import { createRequire } from 'node:module';

import { type Attributes, context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Telemetry } from 'bullmq';

/**
 * OpenTelemetry traces, on only when an OTLP endpoint is configured (docs/decisions/0020-tracing.md). Off, nothing
 * of the SDK is even imported: the API's startup time and memory are budgets (docs/decisions/0010), and
 * @opentelemetry/api alone (bundled, a few kB) answers "no span" everywhere. Shared by the API and the worker
 * because both ends of the payment queue must agree on how a job carries its trace.
 */

/** What a process adds to the shared instrumentation (the API: HTTP and Fastify); built after the SDK is up. */
type Instrumentation = { disable(): void };

export type Tracing = {
  /** Exports the spans still buffered, then turns tracing off: call it last on shutdown, or they are lost. */
  stop(): Promise<void>;
};

// Set once tracing runs; their absence is what "off" means to the rest of the code.
let queueTelemetry: Telemetry | undefined;

export const tracingConfigured = () =>
  Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);

/**
 * BullMQ's own timers (each worker's stalled-job check, every few seconds: spans named `<operation> <queue>`) would
 * each make a trace of one span: not sampled. Everything else is, and a span whose parent was sampled always is.
 */
const UNSAMPLED_ROOTS = new Set(['startStalledCheckTimer', 'moveStalledJobsToWait']);

/**
 * Starts exporting spans over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set (the exporter reads it and the
 * other OTEL_EXPORTER_OTLP_* settings itself); otherwise does nothing and answers null. Call it before the process
 * creates its Prisma client, queues and workers. Spans: BullMQ's adds and jobs (its `telemetry` option), Prisma's
 * operations (a global the client reads at query time) and every SQL statement, Prisma's or the payment path's own
 * (node-postgres, patched by instrumentation-pg: see reachLoadedModules).
 */
export async function startTracing(
  serviceName: string,
  more: () => Promise<Instrumentation[]> = () => Promise.resolve([]),
): Promise<Tracing | null> {
  if (!tracingConfigured()) return null;
  const [sdk, { OTLPTraceExporter }, resources, { PrismaInstrumentation }, { PgInstrumentation }, { BullMQOtel }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@prisma/instrumentation'),
      import('@opentelemetry/instrumentation-pg'),
      import('bullmq-otel'),
    ]);
  // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES (the env detector) override the process's own name.
  const resource = resources
    .defaultResource()
    .merge(resources.resourceFromAttributes({ 'service.name': serviceName }))
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  const { NOT_RECORD, RECORD_AND_SAMPLED } = sdk.SamplingDecision;
  const provider = new sdk.NodeTracerProvider({
    resource,
    sampler: new sdk.ParentBasedSampler({
      root: {
        shouldSample: (_context, _traceId, name) => ({
          decision: UNSAMPLED_ROOTS.has(name.split(' ')[0] ?? '') ? NOT_RECORD : RECORD_AND_SAMPLED,
        }),
        toString: () => 'RihlaRootSampler',
      },
    }),
    spanProcessors: [new sdk.BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // Global provider, AsyncLocalStorage context and W3C trace-context propagation.
  provider.register();
  const instrumentations = [
    // The statements themselves (BEGIN and COMMIT too) come from instrumentation-pg below, whichever path sent them.
    new PrismaInstrumentation({
      ignoreSpanTypes: [/:(serialize|compile|db_query|start_transaction|commit_transaction)$/],
    }),
    // Statements without a trace (pool housekeeping) make no trace of their own; no parameter values recorded.
    new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
    ...(await more()),
  ];
  reachLoadedModules('pg', ['pg', 'pg-pool']);
  queueTelemetry = new BullMQOtel({ tracerName: 'bullmq' });
  return {
    async stop() {
      for (const instrumentation of instrumentations) instrumentation.disable();
      queueTelemetry = undefined;
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

/**
 * Instrumentations that patch a package do it when the package is required after they were enabled, but the
 * bundles import their packages before any of our code runs. Requiring them again now goes through the
 * instrumentations' require hook, which patches the module objects (their prototypes) the loaded code already uses.
 * `from`: the package whose own dependencies these are (resolved as it resolves them), or a built-in's name.
 */
export function reachLoadedModules(from: string, specifiers: string[]): void {
  const ours = createRequire(import.meta.url);
  const theirs = from.startsWith('node:') ? ours : createRequire(ours.resolve(from));
  for (const specifier of specifiers) theirs(specifier);
}

/** BullMQ's `telemetry` option for a Queue or Worker: a job's trace rides in its options to the worker. */
export const bullmqTelemetry = (): { telemetry?: Telemetry } => (queueTelemetry ? { telemetry: queueTelemetry } : {});

/** pino's `mixin` while tracing runs: every line written inside a span names its trace and span. */
export const traceLogFields = (): { mixin?: () => { trace_id?: string; span_id?: string } } =>
  queueTelemetry ? { mixin: activeTraceIds } : {};

function activeTraceIds(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/**
 * Runs `work` in a span of its own (a step no instrumentation sees, such as a Redis publish: ioredis is bundled,
 * so nothing can patch it); when tracing is off, just runs it.
 */
export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  if (!queueTelemetry) return work();
  return trace.getTracer('rihla').startActiveSpan(name, { kind: SpanKind.PRODUCER, attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.end();
    }
  });
}
