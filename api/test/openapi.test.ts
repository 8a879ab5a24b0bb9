import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { buildApp } from '../src/app.ts';
import { conflict } from '../src/lib/errors.ts';
import { CONTRACT_PATHS } from '../src/rest/openapi/mount.ts';
import type { Operation } from '../src/rest/openapi/operation.ts';
import { routes } from '../src/rest/route.ts';
import { rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';
import { checkedAnswers, checkRestContract, openApiPath, takeContractViolations } from './openapi-contract.ts';

/** The OpenAPI document of the REST facade (docs/decisions/0019-rest-contract.md) and its contract check. */
type Document = { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };

let t: TestApp;
let staff: string;
let document: Document;

beforeAll(async () => {
  t = await startTestApp();
  staff = (await userWithToken(t, 'STAFF')).token;
  const served = await rest(t, 'GET', '/api/openapi.json', { token: staff });
  expect(served.status).toBe(200);
  document = served.body;
});
afterAll(async () => t.app.close());

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every /api route Fastify registered, and nothing else', async () => {
    const registered = new Set<string>();
    const { app } = await buildApp(
      { config: t.deps.config, db: t.deps.db, limits: t.deps.limits, queues: t.deps.queues },
      {
        instrument: (instance) =>
          instance.addHook('onRoute', (route) => {
            for (const method of [route.method].flat())
              if (method !== 'HEAD' && route.url.startsWith('/api/') && !isContractRoute(route.url))
                registered.add(`${method.toLowerCase()} ${openApiPath(route.url)}`);
          }),
      },
    );
    await app.ready();
    await app.close();
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`)),
    );
    expect([...registered].sort()).toEqual([...documented].sort());
    expect(registered.size).toBeGreaterThan(80);
  });

  it('is checked on every REST answer of the test app', async () => {
    const before = checkedAnswers();
    await rest(t, 'GET', '/api/packages');
    await rest(t, 'GET', '/api/bookings');
    expect(checkedAnswers()).toBe(before + 2);
  });

  it('names every operation once', () => {
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('serves trip bookings at /trip-bookings and keeps the old /custom-bookings addresses, marked deprecated', () => {
    type Operation = { operationId?: string; deprecated?: boolean };
    const op = (path: string, method: string): Operation => {
      const operations: Partial<Record<string, Operation>> = path in document.paths ? document.paths[path] : {};
      return operations[method] ?? {};
    };
    const current = [
      op('/api/trip-bookings', 'get'),
      op('/api/trip-bookings', 'post'),
      op('/api/trip-bookings/{id}/status', 'patch'),
    ];
    expect(current.map((o) => [o.operationId, o.deprecated])).toEqual([
      ['listTripBookings', undefined],
      ['bookTrip', undefined],
      ['updateTripBookingStatus', undefined],
    ]);
    const old = [
      op('/api/custom-bookings', 'get'),
      op('/api/custom-bookings', 'post'),
      op('/api/custom-bookings/{id}/status', 'patch'),
    ];
    expect(old.map((o) => [o.operationId, o.deprecated])).toEqual([
      ['listCustomBookings', true],
      ['bookTripAtCustomBookings', true],
      ['updateCustomBookingStatus', true],
    ]);
  });

  it('is built once and kept, and the docs page is served from this origin', async () => {
    expect((await rest(t, 'GET', '/api/openapi.json', { token: staff })).body).toEqual(document);
    const page = await rest(t, 'GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(String(page.headers['content-type'])).toContain('text/html');
    expect(page.body).toContain('/api/docs/swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/https?:\/\//);
    for (const file of ['/api/docs/swagger-ui-bundle.js', '/api/docs/swagger-ui.css', '/api/docs/init.js'])
      expect((await t.app.inject({ method: 'GET', url: file })).statusCode).toBe(200);
    // Only the files the page loads: the package's own index.html (pointing at the petstore) stays out.
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/index.html' })).statusCode).toBe(404);
  });
});

describe('who reads which operations', () => {
  const operations = (doc: Document) =>
    Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));

  it('shows visitors and customers the public operations only; the staff and admin ones to staff', async () => {
    const customer = (await userWithToken(t, 'USER')).token;
    for (const token of [undefined, customer]) {
      const served = await rest(t, 'GET', '/api/openapi.json', { token });
      expect(served.status).toBe(200);
      const shown = operations(served.body);
      expect(shown).toContain('post /api/bookings');
      expect(shown).toContain('get /api/bookings/{id}/travellers');
      expect(shown).not.toContain('get /api/bookings');
      expect(shown.some((op) => op.includes('/api/admin/'))).toBe(false);
      expect(shown.some((op) => op.includes('/api/users'))).toBe(false);
      expect(String(served.headers.vary)).toMatch(/authorization/i);
      const valid = await new Validator().validate(structuredClone(served.body));
      expect(valid.errors ?? []).toEqual([]);
    }
    const full = operations(document);
    expect(full).toContain('get /api/bookings');
    expect(full.some((op) => op.includes('/api/admin/'))).toBe(true);
    const asStaff = await rest(t, 'GET', '/api/openapi.json', { token: staff });
    expect(asStaff.headers['cache-control']).toBe('private, no-store');
    expect(await rest(t, 'GET', '/api/openapi.json', { token: 'not-a-token' })).toMatchObject({ status: 401 });
  });
});

/**
 * Not REST: the document and its page, and the queue dashboard's cookie exchange (docs/decisions/0004), which
 * belongs to the dashboard at /admin/queues.
 */
const NOT_REST = [...CONTRACT_PATHS, '/api/admin/queues/session'];
const isContractRoute = (url: string) => NOT_REST.some((path) => url === path || url.startsWith(`${path}/`));

describe('the contract check', () => {
  const operation: Operation = {
    operationId: 'getProbe',
    summary: 'A probe',
    tag: 'test',
    access: 'public',
    response: z.object({ name: z.string(), count: z.number().int().nullable() }),
  };
  let probe: FastifyInstance;

  beforeAll(async () => {
    probe = Fastify();
    checkRestContract(probe);
    await probe.register(
      (api, _options, done) => {
        const r = routes(api, { ...t.deps });
        r.get(
          '/probe/:id',
          () => operation,
          (_ctx, req, reply) => {
            const answers: Record<string, unknown> = {
              '1': { name: 'kept', count: null },
              '2': { name: 'drifted', count: 1, extra: true },
              '3': { name: 7, count: 'x' },
            };
            if (req.params.id === '4') throw conflict('ALREADY_EXISTS');
            if (req.params.id === '5') reply.header('X-Total-Count', '3');
            return Promise.resolve(answers[req.params.id] ?? { name: 'other', count: 0 });
          },
        );
        done();
      },
      { prefix: '/api' },
    );
  });
  afterAll(async () => probe.close());

  const call = async (id: number) => {
    await probe.inject({ method: 'GET', url: `/api/probe/${id}` });
    return takeContractViolations();
  };

  it('lets a documented answer through', async () => {
    expect(await call(1)).toEqual([]);
  });

  it('refuses unknown fields, wrong types, undocumented statuses and headers', async () => {
    expect(await call(2)).toEqual([expect.stringMatching(/must NOT have additional properties.*extra/)]);
    expect((await call(3)).join()).toMatch(/\/name must be string.*\/count must be integer/);
    expect(await call(4)).toEqual(['GET /api/probe/:id -> 409: status not documented']);
    expect(await call(5)).toEqual(['GET /api/probe/:id -> 200: header x-total-count not documented']);
  });
});
