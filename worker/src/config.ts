// Read on every call, not at import: tests set QUEUE_PREFIX in their global setup after modules may be loaded.

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
