/** Every setting of the API, read once from the environment (defaults documented in README.md). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseUrl } from '@rihla/db';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEV_JWT_SECRET = 'rihla-dev-only-secret-change-me-in-production';

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env = process.env) {
  const production = env.NODE_ENV === 'production';
  const jwtSecret = env.JWT_SECRET || DEV_JWT_SECRET;
  if (production && jwtSecret === DEV_JWT_SECRET) throw new Error('JWT_SECRET must be set in production');
  const stripeSecretKey = env.STRIPE_SECRET_KEY || '';
  const demoPayments = !stripeSecretKey;
  if (demoPayments && production && env.DEMO_PAYMENTS !== '1') {
    throw new Error('No STRIPE_SECRET_KEY in production: set it, or DEMO_PAYMENTS=1 to run the demo payment provider');
  }
  return {
    production,
    port: Number(env.PORT || 4000),
    host: env.HOST || '0.0.0.0',
    databaseUrl: databaseUrl(),
    jwtSecret,
    jwtTtl: env.JWT_TTL || '7d',
    authRateLimit: Number(env.AUTH_RATE_LIMIT || 10),
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(root, 'uploads')),
    maxUploadBytes: 5 * 1024 * 1024,
    webDist: path.resolve(env.WEB_DIST || path.join(root, 'web', 'dist')),
    stripe: {
      secretKey: stripeSecretKey,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY || '',
      // The demo provider signs its events with this secret so they travel the same verified path.
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || 'whsec_rihla_demo_secret',
      apiHost: env.STRIPE_API_HOST || '',
    },
    demoPayments,
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}
