/**
 * Every secret a test file sends or receives (session tokens, booking access tokens, client secrets,
 * passwords), so the log check (log-check.ts) can prove none of them reached the product's output.
 * One set per test file: vitest runs each file in its own module graph.
 */
const secrets = new Map<string, string>();

// Shorter values (a 1-character wrong password) would match unrelated log text.
const MIN_SECRET_LENGTH = 8;
const SECRET_FIELDS: Record<string, string> = {
  accessToken: 'a booking access token',
  clientSecret: 'a payment client secret',
  token: 'a session token',
  password: 'a password',
  currentPassword: 'a password',
  newPassword: 'a password',
  secret: 'a two-factor secret',
  challenge: 'a sign-in challenge',
  recoveryCode: 'a recovery code',
};

export function recordSecret(value: string, what: string): void {
  if (value.length >= MIN_SECRET_LENGTH) secrets.set(value, what);
}

/** Records the values of secret-named fields anywhere in a JSON request or response body. */
export function recordSecretsIn(value: unknown, depth = 0): void {
  if (depth > 8 || value === null || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    const what = SECRET_FIELDS[key];
    if (what && typeof item === 'string') recordSecret(item, what);
    else recordSecretsIn(item, depth + 1);
  }
}

export function sentSecrets(): ReadonlyMap<string, string> {
  return secrets;
}
