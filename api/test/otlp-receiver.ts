import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as an OTLP collector receives it, flattened: who sent it, where it sits in its trace, what it says. */
export type ReceivedSpan = {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, string | number | boolean | undefined>;
};

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type KeyValue = { key: string; value: AnyValue };
type ExportRequest = {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: KeyValue[];
      }[];
    }[];
  }[];
};

const valueOf = (value: AnyValue) => value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue;
const attributesOf = (list: KeyValue[] = []) => Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

/**
 * An OTLP/HTTP trace receiver (what a collector's `otlphttp` receiver does, for the JSON encoding the
 * `@opentelemetry/exporter-trace-otlp-http` exporter sends) on a free local port. `url` is what
 * OTEL_EXPORTER_OTLP_ENDPOINT takes; spans arrive at `${url}/v1/traces`.
 */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  let exports = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      exports += 1;
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportRequest;
      for (const { resource, scopeSpans = [] } of body.resourceSpans ?? []) {
        const service = String(attributesOf(resource?.attributes)['service.name']);
        for (const span of scopeSpans.flatMap((scope) => scope.spans ?? [])) {
          spans.push({
            ...span,
            service,
            parentSpanId: span.parentSpanId ?? '',
            attributes: attributesOf(span.attributes),
          });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    /** How many export requests arrived. */
    exports: () => exports,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
