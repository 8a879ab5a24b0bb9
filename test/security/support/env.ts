/**
 * The environment the product runs with in the attack suite: the caller's environment minus every setting
 * the product reads, so it starts with the defaults of a fresh `npm start` install (vitest's NODE_ENV=test
 * would silence its logs; the server tests' global setup exports its own DATABASE_URL and JWT_SECRET).
 */
const PRODUCT_SETTINGS =
  /^(NODE_ENV|HOST|PORT|DATABASE_URL|QUEUE_PREFIX|UPLOAD_DIR|WEB_DIST|LOG_LEVEL|JWT_SECRET|JWT_TTL|STRIPE_\w+|DEMO_PAYMENTS|TRUST_PROXY|CORS_ORIGINS|\w+_RATE_LIMIT|MAX_OPEN_HOLDS|SEAT_HOLD_MINUTES|ARGON2_CONCURRENCY|VITEST\w*|TEST)$/;

export type ProductSettings = {
  databaseUrl: string;
  queuePrefix: string;
  uploadDir: string;
  port: number;
};

export function productEnv(settings: ProductSettings, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!PRODUCT_SETTINGS.test(name)) env[name] = value;
  return {
    ...env,
    // Loopback only: the suite attacks from 127.0.0.x source addresses and nothing else may reach it.
    HOST: '127.0.0.1',
    PORT: String(settings.port),
    DATABASE_URL: settings.databaseUrl,
    QUEUE_PREFIX: settings.queuePrefix,
    UPLOAD_DIR: settings.uploadDir,
    // The shortest hold the product accepts, so the expiry test waits one minute, not twenty.
    SEAT_HOLD_MINUTES: '1',
    ...extra,
  };
}
