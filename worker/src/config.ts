import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Read on every call, not at import: tests set QUEUE_PREFIX in their global setup after modules may be loaded.

// The repository's root, as the API's config.ts finds it (worker/src -> ..): the default upload directory is there.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function redisUrl(): string {
  return process.env.REDIS_URL || 'redis://127.0.0.1:6379';
}

/** Namespaces every queue key, so test runs never touch the queues of a running app. */
export function queuePrefix(): string {
  return process.env.QUEUE_PREFIX || 'rihla';
}

/** The SMTP server the outbox sends through (smtp://user:pass@host:port, smtps://...); none: messages wait. */
export function smtpUrl(): string {
  return process.env.SMTP_URL || '';
}

/** The sender of every message. */
export function mailFrom(): string {
  return process.env.MAIL_FROM || 'Rihla <no-reply@rihla.localhost>';
}

/** The site's address as customers reach it (as the API reads it): every link in an email the worker writes. */
export function publicUrl(): string {
  return (process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 4000}`).replace(/\/+$/, '');
}

/** Where the worker serves GET /metrics for Prometheus (0: not served), and the bearer token it asks for. */
export function metricsListen(): { port: number; host: string; token: string } {
  return {
    port: Number(process.env.WORKER_METRICS_PORT || 0),
    host: process.env.WORKER_METRICS_HOST || '127.0.0.1',
    token: process.env.METRICS_TOKEN?.trim() || '',
  };
}

/**
 * Days after a departure's return when its travellers' documents and e-visas are deleted (decision 0064). A whole
 * number from 1 to 3650; anything else stops the worker at start rather than deleting at a surprising moment.
 */
export function documentRetentionDays(env = process.env): number {
  const given = env.DOCUMENT_RETENTION_DAYS?.trim() || '30';
  const days = Number(given);
  if (!/^\d+$/.test(given) || days < 1 || days > 3650)
    throw new Error(`DOCUMENT_RETENTION_DAYS must be a whole number of days from 1 to 3650, got "${given}"`);
  return days;
}

/**
 * How often the documents jobs look (retention and reminders; decisions 0063, 0064): hourly unless
 * DOCUMENT_JOBS_EVERY_MS says otherwise. Their windows are days wide; the scale proof shortens it so each scheduler
 * has a slot in its run rather than waiting an hour.
 */
export function documentJobsEveryMs(env = process.env): number {
  const given = env.DOCUMENT_JOBS_EVERY_MS?.trim() || '3600000';
  const every = Number(given);
  if (!/^\d+$/.test(given) || every < 1000 || every > 86_400_000)
    throw new Error(
      `DOCUMENT_JOBS_EVERY_MS must be a whole number of milliseconds from 1000 to 86400000, got "${given}"`,
    );
  return every;
}

/** Where the API keeps uploads with STORAGE=local (its UPLOAD_DIR): the retention job deletes sealed files there. */
export function uploadDir(env = process.env): string {
  return path.resolve(env.UPLOAD_DIR || path.join(root, 'uploads'));
}
