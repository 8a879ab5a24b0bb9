import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { securityHeaderOptions } from '../src/lib/security-headers.ts';
import { queuesWith, rest, startTestApp, type TestApp } from './helpers.ts';

const env = (extra: Record<string, string>) => loadConfig({ ...process.env, LOG_LEVEL: 'silent', ...extra });

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.app.close());

const consultation = { name: 'Amina', email: 'amina@example.com', message: 'Ramadan dates?' };

describe('request bodies', () => {
  it('refuses a JSON body over 100 KB with a 413 in words, before any service runs', async () => {
    const big = await rest(t, 'POST', '/api/consultations', {
      json: { ...consultation, message: 'x'.repeat(101 * 1024) },
    });
    expect(big).toMatchObject({ status: 413, body: { error: 'The request body is too large (at most 100 KB).' } });
    expect(await t.deps.db.consultation.count()).toBe(0);
  });

  it('lets the webhook take a 600 KB event (Stripe events can be large); its signature decides', async () => {
    const event = JSON.stringify({ id: 'evt_big', type: 'payment_intent.succeeded', padding: 'x'.repeat(600 * 1024) });
    const response = await rest(t, 'POST', '/api/payments/webhook', {
      payload: event,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).not.toMatch(/too large/);
  });

  it('answers malformed JSON and unknown content types with a 4xx in words', async () => {
    const broken = await rest(t, 'POST', '/api/consultations', {
      payload: '{"name": "Amina",',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken).toMatchObject({ status: 400, body: { error: 'Malformed JSON body.' } });
    const poisoned = await rest(t, 'POST', '/api/consultations', {
      payload: '{"__proto__": {"admin": true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(poisoned).toMatchObject({ status: 400, body: { error: 'Malformed JSON body.' } });
    const xml = await rest(t, 'POST', '/api/consultations', {
      payload: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml).toMatchObject({ status: 415, body: { error: 'Send JSON (application/json) or a multipart form.' } });
  });
});

describe('CORS', () => {
  const preflight = (app: TestApp['app'], url: string, origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-booking-token',
      },
    });

  it('without CORS_ORIGINS sends no CORS header to any origin, on /graphql and /api alike', async () => {
    for (const url of ['/graphql', '/api/packages']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${url}${url === '/graphql' ? '?query={setupRequired}' : ''}`,
        headers: { origin: 'https://evil.example' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
      expect(response.headers['access-control-allow-credentials'], url).toBeUndefined();
    }
    expect(
      (await preflight(t.app, '/graphql', 'https://evil.example')).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });

  it('with CORS_ORIGINS allows exactly those origins, with the booking-token header', async () => {
    const { app } = await buildApp({
      config: env({ CORS_ORIGINS: 'https://partner.example, https://agent.example' }),
      db: t.deps.db,
      limits: t.deps.limits,
    });
    try {
      for (const url of ['/graphql', '/api/bookings']) {
        const allowed = await preflight(app, url, 'https://agent.example');
        expect(allowed.headers['access-control-allow-origin'], url).toBe('https://agent.example');
        expect(allowed.headers['access-control-allow-credentials'], url).toBe('true');
        expect(String(allowed.headers['access-control-allow-headers']).split(', ')).toEqual([
          'Authorization',
          'Content-Type',
          'X-Booking-Token',
        ]);
        expect(
          (await preflight(app, url, 'https://evil.example')).headers['access-control-allow-origin'],
          url,
        ).toBeUndefined();
      }
      const read = await app.inject({
        method: 'GET',
        url: '/api/packages',
        headers: { origin: 'https://evil.example' },
      });
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

describe('security headers', () => {
  const csp = (headers: Record<string, unknown>) =>
    Object.fromEntries(
      String(headers['content-security-policy'])
        .split(';')
        .map((d) => {
          const [name, ...values] = d.trim().split(' ');
          return [name, values.join(' ')];
        }),
    );

  it('a strict CSP without Stripe; nosniff; no HSTS outside production', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/packages' });
    const policy = csp(response.headers);
    expect(policy).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'connect-src': "'self'",
      'img-src': "'self' data: blob:",
      'object-src': "'none'",
      'base-uri': "'self'",
      'frame-ancestors': "'none'",
      'frame-src': 'https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com',
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it("every answer carries exactly @fastify/helmet's headers for the app's settings, set once per request", async () => {
    // The reference: @fastify/helmet as a plugin, which works the headers out again for every request; its headers
    // are those a bare Fastify does not send.
    const answer = async (withHelmet: boolean) => {
      const reference = Fastify();
      if (withHelmet) await reference.register(helmet, securityHeaderOptions({ stripe: false, production: false }));
      reference.get('/', () => 'reference');
      const { headers } = await reference.inject('/');
      await reference.close();
      return headers;
    };
    const [bare, expected] = [await answer(false), await answer(true)];
    const names = Object.keys(expected).filter((name) => !(name in bare));
    expect(names).toContain('content-security-policy');
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/packages' }),
      await t.app.inject({ method: 'GET', url: '/api/no/such/route' }),
      await t.app.inject({ method: 'GET', url: '/healthz' }),
      await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ __typename }' } }),
      await t.app.inject({ method: 'POST', url: '/api/consultations', payload: {} }),
    ];
    for (const answer of answers) {
      for (const name of names) expect(answer.headers[name], `${answer.statusCode} ${name}`).toBe(expected[name]);
    }
    // The webhook answers Stripe's servers, not a browser: declared `helmet: false`, it carries none.
    const webhook = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: {} });
    for (const name of names) expect(webhook.headers[name], name).toBeUndefined();
  });

  it("Stripe's domains only when Stripe is on; HSTS in production", async () => {
    const stripe = env({ STRIPE_SECRET_KEY: 'sk_test_hardening', STRIPE_WEBHOOK_SECRET: 'whsec_hardening' });
    const { app } = await buildApp({ config: { ...stripe, production: true }, db: t.deps.db, limits: t.deps.limits });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/packages' });
      const policy = csp(response.headers);
      expect(policy['script-src']).toBe("'self' https://js.stripe.com");
      expect(policy['connect-src']).toBe("'self' https://api.stripe.com");
      expect(policy['frame-src']).toMatch(/^https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com /);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await app.close();
    }
  });
});

describe('logs', () => {
  it('never carry query values, bearer tokens, booking tokens or webhook signatures', async () => {
    const lines: string[] = [];
    const { app } = await buildApp(
      { config: { ...loadConfig(), logLevel: 'info' }, db: t.deps.db, limits: t.deps.limits },
      {
        logStream: { write: (line) => void lines.push(line) },
        // A handler that logs through its request's logger (lib/logging.ts requestChildLogger).
        instrument: (app) =>
          app.get('/test/handler-log', (request) => {
            request.log.info({ body: { password: 'handler_pw_x' }, input: { token: 'nested_x' } }, 'handler line');
            return { ok: true };
          }),
      },
    );
    let handlerRequestId: unknown;
    try {
      handlerRequestId = (await app.inject({ method: 'GET', url: '/test/handler-log' })).headers['x-request-id'];
      await app.inject({
        method: 'GET',
        url: '/api/payments/status?clientSecret=secret_x&bookingId=1',
        headers: { authorization: 'Bearer bearer_x', 'x-booking-token': 'booking_x', cookie: 'rihla_queues=cookie_x' },
      });
      await app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload: '{}',
        headers: { 'content-type': 'application/json', 'stripe-signature': 'sig_x' },
      });
      app.log.info(
        { req: { headers: { authorization: 'Bearer logged_x' } }, body: { password: 'password_x' } },
        'explicit',
      );
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('/api/payments/status?clientSecret=~&bookingId=~');
    for (const secret of [
      'secret_x',
      'bearer_x',
      'booking_x',
      'cookie_x',
      'sig_x',
      'logged_x',
      'password_x',
      'handler_pw_x',
      'nested_x',
    ])
      expect(log).not.toContain(secret);
    // Every request still has its two lines under one reqId (written without the redactor, lib/logging.ts), except
    // on routes that log at warn (the webhook).
    type Line = { msg: string; reqId?: string; req?: { url: string }; res?: { statusCode: number } };
    const parsed = lines.map((line) => JSON.parse(line) as Line);
    expect(parsed.find((line) => line.msg === 'handler line')).toMatchObject({ reqId: handlerRequestId });
    const incoming = parsed.filter((line) => line.msg === 'incoming request' && line.req?.url !== '/test/handler-log');
    expect(incoming.map((line) => line.req?.url)).toEqual(['/api/payments/status?clientSecret=~&bookingId=~']);
    const completed = parsed.filter((line) => line.msg === 'request completed' && line.reqId !== handlerRequestId);
    expect(completed).toEqual([expect.objectContaining({ reqId: incoming[0]?.reqId, res: { statusCode: 401 } })]);
  });
});

describe('Redis unreachable', () => {
  it('a consultation is stored and answered although the stats refresh it asks for never settles', async () => {
    // A refresh that never settles stands for a Redis that drops packets: a request waiting on it never ends.
    let refreshes = 0;
    const queues = queuesWith(t, {
      requestStatsRefresh: () => {
        refreshes += 1;
        return new Promise<void>(() => undefined);
      },
    });
    const { app } = await buildApp({ db: t.deps.db, limits: t.deps.limits, queues });
    try {
      const response = await app.inject({ method: 'POST', url: '/api/consultations', payload: consultation });
      expect(response.statusCode).toBe(201);
      expect(refreshes).toBe(1);
      expect(await t.deps.db.consultation.count({ where: { email: 'amina@example.com' } })).toBe(1);
    } finally {
      await app.close();
    }
  });
});
