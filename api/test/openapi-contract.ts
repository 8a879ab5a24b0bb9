import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { buildDocument, type DocumentedRoute } from '../src/rest/openapi/document.ts';

/**
 * The REST contract check (docs/decisions/0019-rest-contract.md), test-only: hooked into the test app before its
 * routes, it validates every answer of an /api route against the OpenAPI document the app serves (built by the
 * same function from the same routes). An undocumented route or status, an undocumented header of the contract's
 * (paging, ETag, downloads) or a body that does not match its schema (unknown fields included) is recorded, and
 * helpers.ts fails the test that caused it.
 */

type Document = Awaited<ReturnType<typeof buildDocument>> & {
  paths: Partial<Record<string, Partial<Record<string, Operation>>>>;
};
type Operation = { responses: Partial<Record<string, Response>> };
type Response = { headers?: Record<string, unknown>; content?: Partial<Record<string, { schema: object }>> };

const DOCUMENT_ID = 'https://rihla.test/openapi.json';
/** Headers the document promises; one sent but not documented for that answer is drift. */
const CONTRACT_HEADERS = ['x-total-count', 'x-next-cursor', 'link', 'etag', 'content-disposition', 'retry-after'];

const violations: string[] = [];
let checked = 0;

/** How many answers were checked so far (a test proves the check runs on the real app). */
export const checkedAnswers = () => checked;

/** The violations recorded since the last call (helpers.ts asserts there are none after each test). */
export function takeContractViolations(): string[] {
  return violations.splice(0);
}

export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Validators of the document's response schemas, compiled once per schema. */
class ResponseValidators {
  // The document is not validated as a schema here (openapi.test.ts validates it as OpenAPI 3.1).
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  /** By the schema's text: the same schema (the error body) is under hundreds of responses, compiled once. */
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(document: Document) {
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true).addFormat('decimal', true);
    this.ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  }

  validator(schema: object): ValidateFunction {
    const text = JSON.stringify(schema).replaceAll('"#/components/', `"${DOCUMENT_ID}#/components/`);
    let validate = this.compiled.get(text);
    if (!validate) {
      validate = this.ajv.compile(JSON.parse(text) as object);
      this.compiled.set(text, validate);
    }
    return validate;
  }
}

/** The answer's body as text; a catalogue read sends its compressed copy as it is (rest/route.ts `cached`). */
function bodyOf(payload: unknown, encoding: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (!Buffer.isBuffer(payload)) return null;
  if (encoding === 'br') return brotliDecompressSync(payload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(payload).toString('utf8');
  return payload.toString('utf8');
}

function check(
  validators: ResponseValidators,
  document: Document,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  const route = request.routeOptions.url;
  const where = `${request.method} ${route} -> ${reply.statusCode}`;
  const operation = document.paths[openApiPath(route ?? '')]?.[request.method.toLowerCase()];
  if (!operation) return violations.push(`${where}: route not in the document`);
  const response = operation.responses[String(reply.statusCode)];
  if (!response) return violations.push(`${where}: status not documented`);
  const documentedHeaders = Object.keys(response.headers ?? {}).map((name) => name.toLowerCase());
  for (const name of CONTRACT_HEADERS)
    if (reply.hasHeader(name) && !documentedHeaders.includes(name))
      violations.push(`${where}: header ${name} not documented`);
  const body = bodyOf(payload, reply.getHeader('content-encoding'));
  if (!response.content) {
    if (body) violations.push(`${where}: a body where none is documented`);
    return;
  }
  const type = String(reply.getHeader('content-type') ?? '')
    .split(';')[0]
    .trim();
  const content = response.content[type];
  if (!content) return violations.push(`${where}: content type ${type || '(none)'} not documented`);
  if (type !== 'application/json' || body === null) return;
  const validate = validators.validator(content.schema);
  if (!validate(JSON.parse(body))) {
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
    violations.push(`${where}: body does not match: ${errors.join('; ')} in ${body.slice(0, 300)}`);
  }
}

/** BuildOptions.instrument: collects the REST routes and checks each of their answers against the document. */
export function checkRestContract(app: FastifyInstance): void {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (route) => {
    const rest = route.config?.rest;
    if (rest)
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, rest });
  });
  let state: Promise<{ document: Document; validators: ResponseValidators }> | undefined;
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config.rest || request.method === 'HEAD') return payload;
    state ??= buildDocument(routes).then((built) => {
      const document = built as Document;
      return { document, validators: new ResponseValidators(document) };
    });
    const { document, validators } = await state;
    checked += 1;
    check(validators, document, request, reply, payload);
    return payload;
  });
}
