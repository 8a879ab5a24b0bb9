import { cursorArgs } from '../../lib/staff-lists.ts';
import { pageArgs } from '../../lib/validation.ts';
import { type JsonSchema, SchemaConverter } from './json-schema.ts';
import { type Access, ErrorBody, type Operation, type RestRouteDoc } from './operation.ts';

/** A REST route as Fastify registered it: method, full URL (`/api/packages/:id`) and its declaration. */
export type DocumentedRoute = { method: string; url: string; rest: RestRouteDoc };

const ERROR_TEXT: Record<number, string> = {
  400: 'The input is not valid (the first problem is named).',
  401: 'Not signed in, or the session token is invalid or expired.',
  403: 'Signed in without the right to do this.',
  404: 'Not found (or not yours to see).',
  409: 'It conflicts with the current state.',
  410: 'What it names is over for good (an expired or withdrawn link).',
  413: 'The body, a form field or the image is too large.',
  415: 'The body is neither JSON nor a multipart form.',
  422: 'The request is understood but cannot be done.',
  429: 'Too many requests from this client; Retry-After says when to try again.',
  500: 'Something went wrong on our side (logged with the request id); try again.',
  502: 'The payment provider could not be reached or refused; try again.',
  503: 'The server is under pressure or its database is briefly unreachable; Retry-After says when to try again.',
};

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [{}, { bearerAuth: [] }],
  signedIn: [{ bearerAuth: [] }],
  staff: [{ bearerAuth: [] }],
  admin: [{ bearerAuth: [] }],
  booking: [{ bearerAuth: [] }, { bookingToken: [] }],
  stripe: [{}],
  agent: [{ bearerAuth: [] }],
};

const ACCESS_ERRORS: Record<Access, number[]> = {
  public: [],
  signedIn: [401],
  staff: [401, 403],
  admin: [401, 403],
  booking: [401, 403, 404],
  stripe: [],
  agent: [401, 403],
};

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Anyone; a session token is optional.',
  signedIn: 'A signed-in user (bearer session token).',
  staff: 'Staff or admins (bearer session token).',
  admin: 'Admins only (bearer session token).',
  booking: "Staff, the booking owner's session, or the booking's access token in X-Booking-Token.",
  stripe: 'The payment provider: no session, the body signed in Stripe-Signature.',
  agent: "An agency's agent (bearer session token); it reads and writes its own agency's rows only.",
};

const header = (description: string, schema: JsonSchema = { type: 'string' }) => ({ description, schema });
const RETRY_AFTER = { 'Retry-After': header('Seconds to wait before trying again.', { type: 'integer' }) };
const PAGING_HEADERS = {
  page: { 'X-Total-Count': header('How many rows the whole list has.', { type: 'integer', minimum: 0 }) },
  cursor: {
    'X-Next-Cursor': header("The next page's cursor; absent on the last page."),
    Link: header('`<next page URL>; rel="next"`; absent on the last page.'),
  },
};

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Builds the OpenAPI 3.1 document of the REST facade from the routes the app registered. It yields to the event
 * loop after each operation: built in one go it held the loop for about a second, long enough for the pressure
 * guard (lib/health.ts) to answer 503 to the requests waiting behind it.
 */
export async function buildDocument(routes: DocumentedRoute[]): Promise<JsonSchema> {
  const converter = new SchemaConverter();
  const errorRef = converter.named('Error', ErrorBody, 'output');
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, url, rest } of routes) {
    const path = url.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][method.toLowerCase()] = operationObject(converter, errorRef, { method, url, rest });
    await nextTurn();
  }
  return {
    openapi: '3.1.1',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: 'Rihla REST API',
      version: '1.0.0',
      description:
        'The REST facade of Rihla (bookings, payments, the catalogue, the back-office). Errors answer ' +
        '`{ "error": "<English text>", "reason": "<stable code>", "params"?: {...} }`. Send `Accept-Language` ' +
        '(en, ar, id) for translated catalogue texts and messages.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(routes.map((r) => r.rest.operation().tag))].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(converter.components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The session token.' },
        bookingToken: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Booking-Token',
          description: 'The access token given when the booking was made (anonymous customers).',
        },
      },
    },
  };
}

function parameters(converter: SchemaConverter, url: string, operation: Operation, rest: RestRouteDoc) {
  const list: JsonSchema[] = [];
  const pathSchema = operation.params ? converter.convert(operation.params, 'input') : { properties: {} };
  const pathProps = pathSchema.properties as Record<string, JsonSchema>;
  for (const [, name] of url.matchAll(/:(\w+)/g)) {
    const schema = pathProps[name] ?? { type: 'integer', minimum: 1, maximum: 2_147_483_647 };
    list.push({ name, in: 'path', required: true, schema });
  }
  const queries = [
    operation.query,
    operation.paging && operation.paging !== 'cursor' ? pageArgs : undefined,
    operation.paging && operation.paging !== 'page' ? cursorArgs : undefined,
  ];
  for (const query of queries) {
    if (!query) continue;
    const json = converter.convert(query, 'input');
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(json.properties as Record<string, JsonSchema>)) {
      if (list.some((parameter) => parameter.name === name)) continue;
      // Lists are read comma-separated (`?status=PAID,DEPOSIT_PAID`); repeating the name works too.
      const style = schema.type === 'array' ? { style: 'form', explode: false } : {};
      list.push({ name, in: 'query', required: required.has(name), schema, ...style });
    }
  }
  if (operation.headers) {
    const json = converter.convert(operation.headers, 'input');
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(json.properties as Record<string, JsonSchema>))
      list.push({ name, in: 'header', required: required.has(name), schema });
  }
  if (rest.cached) list.push({ name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' } });
  return list;
}

function requestBody(converter: SchemaConverter, operation: Operation) {
  const name = `${operation.operationId[0].toUpperCase()}${operation.operationId.slice(1)}Body`;
  if (operation.body) {
    return {
      required: true,
      content: { 'application/json': { schema: converter.named(name, operation.body, 'input') } },
    };
  }
  if (!operation.form) return undefined;
  if (operation.form.documents) return documentForm(operation.form.file);
  const form = converter.convert(operation.form.fields, 'input');
  const { pdf } = operation.form;
  const file = { type: 'string', format: 'binary', description: pdf ? 'A PDF file.' : 'A JPEG, PNG or WebP image.' };
  const formOnly = Object.keys((form.properties as object | undefined) ?? {}).length === 0;
  const multipart = {
    ...form,
    properties: { ...(form.properties as object), [operation.form.file]: file },
    // A form of nothing but its image (an avatar) is refused without it.
    ...(formOnly && { required: [operation.form.file] }),
  };
  return {
    required: true,
    content: {
      ...(!formOnly && { 'application/json': { schema: converter.named(name, operation.form.fields, 'input') } }),
      'multipart/form-data': {
        schema: multipart,
        encoding: { [operation.form.file]: { contentType: pdf ? 'application/pdf' : 'image/*' } },
      },
    },
  };
}

/** A traveller's document: one file field, a photo or a PDF judged by its bytes. */
function documentForm(field: string) {
  const file = { type: 'string', format: 'binary', description: 'A JPEG, PNG or WebP photo, or a PDF; at most 8 MB.' };
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { type: 'object', properties: { [field]: file }, required: [field] },
        encoding: { [field]: { contentType: 'image/jpeg, image/png, image/webp, application/pdf' } },
      },
    },
  };
}

const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

function successResponse(converter: SchemaConverter, operation: Operation, rest: RestRouteDoc) {
  const headers: Record<string, unknown> = {};
  if (operation.paging === 'page' || operation.paging === 'pageOrCursor') Object.assign(headers, PAGING_HEADERS.page);
  if (operation.paging === 'cursor' || operation.paging === 'pageOrCursor')
    Object.assign(headers, PAGING_HEADERS.cursor);
  if (rest.cached) headers.ETag = header('Strong tag of this answer; send it back in If-None-Match.');
  if (operation.download) {
    headers['Content-Disposition'] = header('`attachment; filename="..."`');
    const schema = operation.download === 'text/csv' ? { type: 'string' } : { type: 'string', format: 'binary' };
    const types = operation.download === 'document' ? DOCUMENT_TYPES : [operation.download];
    return {
      description: 'The file.',
      headers,
      content: Object.fromEntries(types.map((type) => [type, { schema }])),
    };
  }
  const name = `${operation.operationId[0].toUpperCase()}${operation.operationId.slice(1)}Response`;
  const schema = operation.response ? converter.named(name, operation.response, 'output') : undefined;
  const content: Record<string, unknown> = schema ? { 'application/json': { schema } } : {};
  for (const type of operation.files ?? []) {
    headers['Content-Disposition'] = header('`attachment; filename="..."` (a file answer only)');
    content[type] = { schema: type === 'text/csv' ? { type: 'string' } : { type: 'string', format: 'binary' } };
  }
  return {
    description: operation.files ? 'JSON, or the file asked for.' : 'Done.',
    ...(Object.keys(headers).length && { headers }),
    ...(Object.keys(content).length && { content }),
  };
}

function operationObject(converter: SchemaConverter, errorRef: JsonSchema, { method, url, rest }: DocumentedRoute) {
  const operation = rest.operation();
  const body = requestBody(converter, operation);
  const responses: Record<string, unknown> = { [rest.status]: successResponse(converter, operation, rest) };
  if (rest.cached)
    responses['304'] = {
      description: 'Not modified: the If-None-Match tag is current.',
      headers: { ETag: header('The current tag (the one sent).') },
    };
  // 500: a fault of ours, answered with the same error body (reason INTERNAL_ERROR) and logged.
  const errors = new Set<number>([...(operation.errors ?? []), ...ACCESS_ERRORS[operation.access], 500, 503]);
  // Every route reads the Authorization header: a malformed or expired token is refused even where none is needed.
  if (operation.access !== 'stripe') errors.add(401);
  // Fastify reads a body on these methods whether the route takes one or not: a broken or oversized one is refused.
  if (body || method !== 'GET') [400, 413, 415].forEach((status) => errors.add(status));
  if (operation.query || operation.paging || url.includes(':')) errors.add(400);
  for (const status of [...errors].sort()) {
    responses[status] = {
      description: ERROR_TEXT[status],
      ...((status === 429 || status === 503) && { headers: RETRY_AFTER }),
      content: { 'application/json': { schema: errorRef } },
    };
  }
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    ...(operation.deprecated && { deprecated: true }),
    description: [operation.description, `**Who:** ${ACCESS_TEXT[operation.access]}`].filter(Boolean).join('\n\n'),
    tags: [operation.tag],
    security: SECURITY[operation.access],
    parameters: parameters(converter, url, operation, rest),
    ...(body && { requestBody: body }),
    responses,
  };
}
