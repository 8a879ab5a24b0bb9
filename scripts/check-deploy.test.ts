import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { loadConfig } from '../api/src/config.ts';
import { checkDeploy, readDeployFiles } from './check-deploy.ts';
import { containersOf, envOf, objAt, parseFiles } from './deploy/manifests.ts';

const root = path.resolve(import.meta.dirname, '..');
const files = readDeployFiles(path.join(root, 'deploy'));
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');

/** deploy/ with one file's text changed (the text to replace must be there, or the test proves nothing). */
function problemsWith(file: string, from: string | RegExp, to: string): string[] {
  const text = files.get(file) ?? '';
  expect(text).toMatch(from);
  return checkDeploy(new Map(files).set(file, text.replace(from, to)), readme, dockerfile).problems;
}

describe('npm run check:deploy', () => {
  it('passes the manifests of deploy/', () => {
    const { problems, documents } = checkDeploy(files, readme, dockerfile);
    expect(problems).toEqual([]);
    expect(documents).toBeGreaterThanOrEqual(15);
  });

  it.each([
    ['a YAML syntax error', 'api.yaml', 'replicas: 3', 'replicas: [3', /api\.yaml#1: YAML: /],
    [
      'a wrong type (schema)',
      'api.yaml',
      'replicas: 3',
      'replicas: three',
      /Deployment\/rihla-api: schema: .*replicas must be integer/,
    ],
    [
      'a bad quantity (schema)',
      'worker.yaml',
      'memory: 512Mi',
      'memory: 512MB',
      /schema: .*memory must match format "quantity"/,
    ],
    [
      'a misspelt field',
      'worker.yaml',
      'terminationGracePeriodSeconds: 40',
      'terminationGracePeriodSecond: 40',
      /rihla-worker: fields: .*"terminationGracePeriodSecond"' does not exist/,
    ],
    ['a kind no schema covers', 'namespace.yaml', 'kind: Namespace', 'kind: Namespaces', /v1 Namespaces is not a kind/],
    [
      'a misspelt probe',
      'api.yaml',
      'readinessProbe:',
      'readinessprobe:',
      /rihla-api container api: no readinessProbe \(a Service/,
    ],
    [
      'an image on latest',
      'worker.yaml',
      'rihla:0.1.0',
      'rihla:latest',
      /container worker: image .* needs a release tag/,
    ],
    ['a root user', 'api.yaml', 'runAsUser: 1000', 'runAsUser: 0', /container api: must run as non-root/],
    [
      'no memory limit',
      'api.yaml',
      "limits: { cpu: '1', memory: 512Mi }",
      "limits: { cpu: '1' }",
      /no resources\.limits\.memory/,
    ],
    [
      'a limit under the heap cap',
      'api.yaml',
      'memory: 512Mi }',
      'memory: 300Mi }',
      /at least the heap cap \(256 MiB\)/,
    ],
    [
      'a value in the Secret template',
      'secret.template.yaml',
      "JWT_SECRET: ''",
      'JWT_SECRET: change-me',
      /JWT_SECRET has a value/,
    ],
    [
      'a secret in the ConfigMap',
      'configmap.yaml',
      'LOG_LEVEL: info',
      'LOG_LEVEL: info\n  JWT_SECRET: x',
      /JWT_SECRET is a secret/,
    ],
    [
      'a required secret missing',
      'api.yaml',
      /\n +- name: JWT_SECRET\n.*/,
      '',
      /container api: JWT_SECRET must come from the Secret/,
    ],
    [
      'an undocumented variable',
      'configmap.yaml',
      'LOG_LEVEL: info',
      'LOG_LEVEL: info\n  LOG_FORMAT: json',
      /LOG_FORMAT is not in README/,
    ],
    [
      'a worker stop cut short',
      'worker.yaml',
      'terminationGracePeriodSeconds: 40',
      'terminationGracePeriodSeconds: 20',
      /exceed WORKER_SHUTDOWN_GRACE_MS/,
    ],
    [
      'an API stop cut short',
      'configmap.yaml',
      "SHUTDOWN_GRACE_MS: '10000'",
      "SHUTDOWN_GRACE_MS: '28000'",
      /exceed preStop \+ SHUTDOWN_GRACE_MS/,
    ],
    [
      'migrations through PgBouncer',
      'migrate-job.yaml',
      'name: rihla-migrate-secrets',
      'name: rihla-secrets',
      /migrations go to PostgreSQL directly/,
    ],
    [
      'development mode',
      'configmap.yaml',
      'NODE_ENV: production',
      'NODE_ENV: development',
      /NODE_ENV must be production/,
    ],
    ['uploads on the pod disk', 'configmap.yaml', 'STORAGE: s3', 'STORAGE: local', /STORAGE must be s3/],
    [
      'metrics on loopback',
      'configmap.yaml',
      'WORKER_METRICS_HOST: 0.0.0.0',
      'WORKER_METRICS_HOST: 127.0.0.1',
      /WORKER_METRICS_HOST must be 0\.0\.0\.0/,
    ],
    [
      'an HPA metric nobody serves',
      'autoscaling.yaml',
      'name: rihla_queue_waiting_jobs',
      'name: rihla_jobs_waiting',
      /no prometheus-adapter rule serves rihla_jobs_waiting/,
    ],
    [
      'a file left out of kustomize',
      'kustomization.yaml',
      '  - ingress.yaml\n',
      '',
      /ingress\.yaml is not in resources/,
    ],
  ])('fails on %s', (_what, file, from, to, expected) => {
    expect(problemsWith(file, from, to)).toContainEqual(expect.stringMatching(expected));
  });
});

describe('the Secret template', () => {
  const problems: string[] = [];
  const manifests = parseFiles(files, problems);
  const configMaps = new Map(
    manifests.filter((m) => m.doc.kind === 'ConfigMap').map((m) => ['rihla-config', objAt(m.doc, 'data') ?? {}]),
  );
  const api = manifests.find((m) => m.doc.kind === 'Deployment' && objAt(m.doc, 'metadata')?.name === 'rihla-api');
  const container = api ? containersOf(api)[0] : undefined;
  const env = container ? envOf(container, configMaps, problems, 'api') : undefined;
  /** The API container's environment with each Secret key set to `secret(key)`. */
  const apiEnv = (secret: (key: string) => string): NodeJS.ProcessEnv => ({
    ...Object.fromEntries(env?.values ?? []),
    ...Object.fromEntries([...(env?.fromSecret.keys() ?? [])].map((key) => [key, secret(key)])),
  });

  it('as committed (empty values) cannot start the API, which names what is missing', () => {
    expect(problems).toEqual([]);
    expect(() => loadConfig(apiEnv(() => ''))).toThrow(/JWT_SECRET must be set/);
  });

  it('filled in starts the API in production with every setting the manifests give', () => {
    const filled: Record<string, string> = {
      DATABASE_URL: 'postgresql://rihla:pw@pgbouncer:6432/rihla?pgbouncer=true',
      REDIS_URL: 'redis://:pw@redis:6379',
      JWT_SECRET: 'j'.repeat(48),
      TRAVELLER_DATA_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      METRICS_TOKEN: 'm'.repeat(32),
    };
    const config = loadConfig(apiEnv((key) => filled[key] ?? ''));
    expect(config.production).toBe(true);
    expect(config.demoPayments).toBe(false);
    expect(typeof config.trustProxy).toBe('function');
  });
});
