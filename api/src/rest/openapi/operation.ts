import { ALL_ERROR_REASONS } from '@rihla/db/error-reasons';
import { z } from 'zod';

/**
 * What a REST route declares about itself for the OpenAPI document (docs/decisions/0019-rest-contract.md): its
 * inputs as the services' own zod schemas, its answer as a zod schema written beside them, who may call it and
 * which errors it can answer. The route helper (../route.ts) takes one per route, so no route goes undocumented.
 */

/**
 * Who may call: `public` (a session is optional), `signedIn`, `staff` (staff or admin), `admin`, `booking` (staff,
 * the owner's session or the booking's X-Booking-Token header), `stripe` (the signed webhook, no session), `agent`
 * (an agency's agent, decision 0065).
 */
export type Access = 'public' | 'signedIn' | 'staff' | 'admin' | 'booking' | 'stripe' | 'agent';

/** Error statuses a route itself can answer; the ones every route shares are added by the document builder. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 502 | 503;

/** How a list answers its pagination: `?page=&pageSize=` with X-Total-Count, or `?limit=&cursor=` with X-Next-Cursor. */
export type Paging = 'page' | 'cursor' | 'pageOrCursor';

type ObjectSchema = z.ZodObject;

export type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  access: Access;
  /** Path parameters other than a positive integer id (the default for every `:name`). */
  params?: ObjectSchema;
  query?: ObjectSchema;
  /** Request headers the route reads (besides Authorization and X-Booking-Token, named by `access`). */
  headers?: ObjectSchema;
  /** A JSON body. */
  body?: z.ZodType;
  /**
   * A body that is JSON or a multipart form: the fields, and the form's file field: an image, unless `pdf` (a PDF)
   * or `documents` (a photo or a PDF, travellers' documents, and no other field).
   */
  form?: { fields: z.ZodType; file: string; pdf?: true; documents?: true };
  /** The success answer's JSON body; absent for the CSV, XLSX and PDF downloads (`download`). */
  response?: z.ZodType;
  /** `document`: a traveller's document, a photo (JPEG, PNG, WebP) or a PDF. */
  download?:
    'text/csv' | 'application/pdf' | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' | 'document';
  /** Files the same route answers instead of its JSON `response` when asked (`?format=`), e.g. a statement. */
  files?: ('text/csv' | 'application/pdf')[];
  paging?: Paging;
  errors?: ErrorStatus[];
  /** An old address kept for published clients (see `deprecatedAlias`). */
  deprecated?: true;
};

/** A route's operation, built when the document is first asked for (nothing of it is built at startup). */
export type OperationRef = () => Operation;

/**
 * An area's operations, built on first use: `ops('listPackages')` names one for its route. The schemas are made
 * inside `build`, so importing an area costs nothing until the document (or the contract test) reads it.
 */
export function operations<T extends Record<string, Operation>>(build: () => T) {
  let table: T | undefined;
  return (key: keyof T & string): OperationRef =>
    () =>
      (table ??= build())[key];
}

/**
 * The same operation at an old, published address: its own `operationId` (ids are unique in the document) and
 * `deprecated: true`, so clients see where to move. The handler and JSON are the current ones.
 */
export function deprecatedAlias(operation: OperationRef, operationId: string, newPath: string): OperationRef {
  return () => {
    const current = operation();
    const moved = `Deprecated: the same operation as \`${current.operationId}\` at \`${newPath}\`; use that address.`;
    return {
      ...current,
      operationId,
      deprecated: true,
      description: [moved, current.description].filter(Boolean).join('\n\n'),
    };
  };
}

/** A value made once, on first use. */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** A JSON timestamp as the API writes it (`Date.toJSON()`). */
export const timestamp = z.string().meta({ format: 'date-time' });
/** A calendar date `YYYY-MM-DD`. */
export const calendarDay = z.string().meta({ format: 'date' });

export const ErrorBody = z
  .object({
    error: z.string().meta({ description: 'The English message (older clients show it as is).' }),
    reason: z
      .enum(ALL_ERROR_REASONS)
      .meta({ description: 'A stable code of the message, for clients that translate it (every error has one).' }),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .meta({ description: 'The values inside a message with numbers or names.' }),
  })
  .meta({ id: 'Error' });

export const Ok = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });

/** What the route helper records on each REST route (Fastify route `config`), read back to build the document. */
export type RestRouteDoc = { operation: OperationRef; status: number; cached: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    rest?: RestRouteDoc;
  }
}
