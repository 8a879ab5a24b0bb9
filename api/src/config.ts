/** Every setting of the API, read once from the environment (defaults documented in README.md). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { databaseUrl } from '@rihla/db';
import { storageSettings } from '@rihla/db/storage';
import { parseKeyRing } from '@rihla/db/traveller-crypto';

import type { LimitBucket } from './lib/rate-limits.ts';
import { WEB_DIST_FOLDERS, webBuildMode } from './lib/web-build-mode.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** HS256 is only as strong as its key: RFC 7518 asks for a key at least as long as the hash (32 bytes). */
const MIN_JWT_SECRET_BYTES = 32;

/**
 * The env rules only. Secrets left empty here (no JWT_SECRET outside production, no STRIPE_WEBHOOK_SECRET in
 * demo mode) are filled per install by `resolveSecrets` (lib/install-secrets.ts) before the app is built.
 */
export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env = process.env) {
  const production = env.NODE_ENV === 'production';
  const jwtSecret = env.JWT_SECRET || '';
  if (production && Buffer.byteLength(jwtSecret) < MIN_JWT_SECRET_BYTES) {
    throw new Error(
      `JWT_SECRET must be set to at least ${MIN_JWT_SECRET_BYTES} random bytes in production (e.g. openssl rand -base64 48)`,
    );
  }
  const stripeSecretKey = env.STRIPE_SECRET_KEY || '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || '';
  if (stripeSecretKey && !webhookSecret)
    throw new Error('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
  const demoPayments = !stripeSecretKey;
  if (demoPayments && production && env.DEMO_PAYMENTS !== '1') {
    throw new Error('No STRIPE_SECRET_KEY in production: set it, or DEMO_PAYMENTS=1 to run the demo payment provider');
  }
  // Checked here so a bad or missing key stops the start, not the first traveller saved.
  const travellerDataKeys = env.TRAVELLER_DATA_KEYS?.trim() || '';
  if (travellerDataKeys) parseKeyRing(travellerDataKeys);
  else if (production)
    throw new Error(
      'TRAVELLER_DATA_KEYS must be set in production (e.g. k1:$(openssl rand -base64 32)); see docs/decisions/0015',
    );
  return {
    production,
    port: Number(env.PORT || 4000),
    host: env.HOST || '0.0.0.0',
    databaseUrl: databaseUrl(),
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
    /** Namespaces this install's Redis keys (queues and rate limits), as the worker does. */
    redisPrefix: env.QUEUE_PREFIX || 'rihla',
    jwtSecret,
    jwtTtl: env.JWT_TTL || '7d',
    /** Seal passport numbers (`k2:<base64>,k1:<base64>`, first one encrypts); filled from a dev key file outside production. */
    travellerDataKeys,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    /** Attempts per client IP per minute (docs/decisions/0007-public-safety.md section 4). */
    rateLimits: {
      auth: positiveInt(env, 'AUTH_RATE_LIMIT', 10),
      booking: positiveInt(env, 'BOOKING_RATE_LIMIT', 10),
      consultation: positiveInt(env, 'CONSULTATION_RATE_LIMIT', 5),
      newsletter: positiveInt(env, 'NEWSLETTER_RATE_LIMIT', 5),
      payment: positiveInt(env, 'PAYMENT_RATE_LIMIT', 30),
      receipt: positiveInt(env, 'RECEIPT_RATE_LIMIT', 20),
    } satisfies Record<LimitBucket, number>,
    /**
     * STAFF_TWO_FACTOR: `required` (the default in production) lets a STAFF or ADMIN act as staff only in a sign-in
     * that passed their authenticator's code; `optional` (elsewhere) asks the code only of those who enrolled one.
     */
    staffTwoFactor: staffTwoFactor(env.STAFF_TWO_FACTOR, production),
    /** Failed password guesses per target email per hour, whatever the number of IPs they come from. */
    loginAttemptsPerEmailPerHour: positiveInt(env, 'LOGIN_EMAIL_RATE_LIMIT', 20),
    /** "Find my bookings" emails one account, or one client address, may ask for per hour. */
    claimLinksPerHour: positiveInt(env, 'CLAIM_EMAIL_RATE_LIMIT', 5),
    /** Password reset emails one address may be sent per hour (counted whether or not it has an account). */
    resetLinksPerHour: positiveInt(env, 'RESET_EMAIL_RATE_LIMIT', 5),
    /** Copies of their own data one account may download per hour (each gathers every row they own). */
    dataExportsPerHour: positiveInt(env, 'DATA_EXPORT_RATE_LIMIT', 3),
    /** How long an unpaid trip booking holds its seats (at most a day), and how many such holds one client keeps. */
    seatHoldMinutes: positiveInt(env, 'SEAT_HOLD_MINUTES', 20, 1440),
    maxOpenHolds: positiveInt(env, 'MAX_OPEN_HOLDS', 3),
    /** A live stream re-reads its booking or figures this often without a message (services/live.service.ts). */
    liveRecheckMs: positiveInt(env, 'LIVE_RECHECK_SECONDS', 20, 3600) * 1000,
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(root, 'uploads')),
    /** Where uploads live: `uploadDir` (STORAGE=local) or an S3 bucket shared by every API process. */
    storage: storageSettings(env),
    maxUploadBytes: 5 * 1024 * 1024,
    /** The web app's build of this process's mode (web/dist-dev under NODE_ENV=development, web/dist otherwise). */
    webDist: path.resolve(env.WEB_DIST || path.join(root, 'web', WEB_DIST_FOLDERS[webBuildMode(env)])),
    stripe: {
      secretKey: stripeSecretKey,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY || '',
      // The demo provider signs its events with this secret so they travel the same verified path.
      webhookSecret,
      apiHost: env.STRIPE_API_HOST || '',
    },
    demoPayments,
    /** Browser origins other than the app's own that may call the API (CORS); none by default. */
    corsOrigins: (env.CORS_ORIGINS || '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    /** The site's address as customers reach it: every link in an email is absolute from it. */
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT || 4000}`).replace(/\/+$/, ''),
    /**
     * How mail leaves (worker/src/emails/sender.ts createSender, which reads the same variables): SMTP_URL's server; without
     * it the development mailbox outside production, and nothing in production, where the flows that only work by
     * email say so (lib/outbox.ts requireEmail).
     */
    emailDelivery: env.SMTP_URL ? 'smtp' : production ? 'none' : ('dev-mailbox' as 'smtp' | 'none' | 'dev-mailbox'),
    /** Who is told of a new consultation request; empty: every admin's address. */
    staffEmail: env.STAFF_EMAIL || '',
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    /** Bearer token Prometheus sends to GET /metrics; unset: no metrics route. */
    metricsToken: metricsToken(env.METRICS_TOKEN),
  };
}

function staffTwoFactor(raw: string | undefined, production: boolean): 'required' | 'optional' {
  const value = raw?.trim() || (production ? 'required' : 'optional');
  if (value !== 'required' && value !== 'optional')
    throw new Error(`STAFF_TWO_FACTOR must be "required" or "optional", got "${raw}"`);
  return value;
}

/** A guessable token would publish the business's figures: at least 24 characters (openssl rand -hex 16). */
function metricsToken(raw: string | undefined): string {
  const token = raw?.trim() ?? '';
  if (token && token.length < 24)
    throw new Error('METRICS_TOKEN must be at least 24 characters (openssl rand -hex 16)');
  return token;
}

/** Password hashes (argon2, 19 MiB each) running at once in this process; see lib/auth/password.ts. */
export const passwordHashingConcurrency = (env = process.env) => positiveInt(env, 'ARGON2_CONCURRENCY', 2);

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  if (value > max) throw new Error(`${name} must be at most ${max}, got "${raw}"`);
  return value;
}

/**
 * Which proxies may tell us the client's address (X-Forwarded-For). Unset/'false': none, the socket address
 * counts. A number: that many hops, for a deployment whose API port only the proxy can reach (a hop count
 * cannot tell the proxy from a direct caller, which is why Fastify itself ignores a bare number). Otherwise a
 * comma list of addresses/CIDRs. Never "trust anyone": a client could then pick a fresh address per request
 * and never meet a rate limit.
 */
export function parseTrustProxy(
  raw: string | undefined,
): false | string[] | ((address: string, hop: number) => boolean) {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  if (value === 'true')
    throw new Error('TRUST_PROXY=true would believe any X-Forwarded-For: give the hop count or the proxy addresses');
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
