/**
 * The compose `scale` profile, checked without Docker: docker-compose.yml parses (anchors and merge keys
 * resolved as Compose resolves them), the profile has what docs/capacity.md counts on, no secret has a default,
 * and the nginx site the image renders from ops/nginx passes `nginx -t`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { parse } from 'yaml';

import { root } from '../lib.ts';
import { renderSite, writeConfig } from './nginx.ts';

type Service = {
  profiles?: string[];
  deploy?: { replicas?: number };
  environment?: Record<string, string | null>;
  volumes?: string[];
};
type Compose = { services: Record<string, Service>; configs?: Record<string, { content?: string }> };

const SECRETS = ['JWT_SECRET', 'TRAVELLER_DATA_KEYS', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];

/** Answers what is wrong with the scale profile (nothing: an empty list) and what it runs. */
export async function checkComposeProfile(): Promise<{ problems: string[]; summary: string }> {
  const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as Compose;
  const problems: string[] = [];
  const expect = (ok: boolean, problem: string) => ok || problems.push(problem);
  const scale = Object.entries(compose.services).filter(([, s]) => s.profiles?.includes('scale'));
  const service = (name: string) => Object.fromEntries(scale)[name] as Service | undefined;
  const api = service('scale-api');
  const worker = service('scale-worker');
  const nginx = service('nginx');
  expect(api?.deploy?.replicas === 3, 'scale-api: 3 replicas');
  expect(worker?.deploy?.replicas === 2, 'scale-worker: 2 replicas');
  for (const [name, s] of [
    ['scale-api', api],
    ['scale-worker', worker],
  ] as const) {
    const env = s?.environment ?? {};
    expect(env.TRUST_PROXY === '1', `${name}: TRUST_PROXY=1 (one hop, nginx)`);
    expect(/@pgbouncer:\d+\//.test(env.DATABASE_URL ?? ''), `${name}: DATABASE_URL through pgbouncer`);
    expect(env.STORAGE === 's3' && env.S3_FORCE_PATH_STYLE === '1', `${name}: STORAGE=s3, path-style (MinIO)`);
    for (const key of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', ...SECRETS])
      expect(Boolean(env[key]), `${name}: ${key} set`);
    // A secret comes from the shell, never from a default in this file: `${NAME:?message}` (the start fails), or
    // `${NAME:-}` for a profile's own secrets, which its containers refuse to start without (MinIO's entrypoint).
    for (const key of SECRETS)
      expect(/^\$\{\w+(:\?[^}]*|:-)\}$/.test(env[key] ?? ''), `${name}: ${key} has no default`);
  }
  const pgbouncer = compose.configs?.['pgbouncer-ini']?.content ?? '';
  expect(Boolean(service('pgbouncer')) && /pool_mode = transaction/.test(pgbouncer), 'pgbouncer: transaction mode');
  expect(Boolean(service('minio')) && Boolean(service('minio-bucket')), 'minio and its bucket step');
  // The default services stay outside every profile: `docker compose up` is unchanged.
  for (const name of ['postgres', 'redis', 'migrate', 'api', 'worker'])
    expect(!(compose.services[name] as Service | undefined)?.profiles, `${name}: in no profile`);

  const mount = nginx?.volumes?.find((v) => v.startsWith('./ops/nginx/rihla.conf.template:'));
  expect(Boolean(mount?.includes('/etc/nginx/templates/')), 'nginx: ops/nginx template mounted as a template');
  const env = Object.fromEntries(Object.entries(nginx?.environment ?? {}).map(([k, v]) => [k, v ?? '']));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rihla-compose-nginx-'));
  try {
    // Docker's DNS name of the replicas does not resolve here, and nginx -t resolves upstream hosts.
    const site = renderSite(env).replaceAll('scale-api:', '127.0.0.1:');
    await writeConfig(dir, site);
  } catch (error) {
    problems.push(`nginx: ${(error as Error).message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    problems,
    summary: scale.map(([name, s]) => `${name}${s.deploy?.replicas ? ` x${s.deploy.replicas}` : ''}`).join(', '),
  };
}
