import { randomBytes } from 'node:crypto';

import { resolveTravellerKeys } from '@rihla/db/traveller-crypto';

import type { Config } from '../config.ts';
import type { Db } from './db.ts';

const JWT_SECRET_NAME = 'jwt';
const WEBHOOK_SECRET_NAME = 'demo-webhook';

/**
 * Fills the secrets the environment left empty with values generated once per install and kept in the
 * InstallSecret table, so every API process of the install agrees and no two installs share a key.
 * `notes` says where each secret came from (for the startup log); values are never logged.
 */
export async function resolveSecrets(db: Db, config: Config): Promise<{ config: Config; notes: string[] }> {
  const notes: string[] = [];
  let { jwtSecret } = config;
  if (jwtSecret) notes.push('JWT secret: from JWT_SECRET');
  else {
    jwtSecret = await installSecret(db, JWT_SECRET_NAME, () => randomBytes(48).toString('base64url'));
    notes.push('JWT secret: generated for this install (stored in the database)');
  }
  let { webhookSecret } = config.stripe;
  if (webhookSecret) notes.push('Webhook secret: from STRIPE_WEBHOOK_SECRET');
  else {
    webhookSecret = await installSecret(db, WEBHOOK_SECRET_NAME, () => `whsec_${randomBytes(32).toString('base64')}`);
    notes.push('Webhook secret: generated demo secret (stored in the database)');
  }
  // Not in the database like the others: a dump must not carry the key to the passports it holds.
  let { travellerDataKeys } = config;
  if (!travellerDataKeys) {
    // The config is the truth about TRAVELLER_DATA_KEYS (empty here); only the key file's place comes from the env.
    const resolved = resolveTravellerKeys({
      NODE_ENV: config.production ? 'production' : 'development',
      TRAVELLER_DATA_KEY_FILE: process.env.TRAVELLER_DATA_KEY_FILE,
    });
    travellerDataKeys = resolved.spec;
    notes.push(resolved.note);
  } else notes.push('Traveller data keys: from TRAVELLER_DATA_KEYS');
  return { config: { ...config, jwtSecret, travellerDataKeys, stripe: { ...config.stripe, webhookSecret } }, notes };
}

/** First writer wins: concurrent processes each offer a value, then all read the one that was kept. */
async function installSecret(db: Db, name: string, generate: () => string): Promise<string> {
  await db.$executeRaw`INSERT INTO "InstallSecret" ("name", "value") VALUES (${name}, ${generate()}) ON CONFLICT ("name") DO NOTHING`;
  const row = await db.installSecret.findUniqueOrThrow({ where: { name } });
  return row.value;
}
