/**
 * Debian's nginx in front of the APIs, as the compose `scale` profile runs the nginx image: the same site
 * (ops/nginx/rihla.conf.template), here in a throwaway prefix directory with its own pid, logs and temp paths,
 * in the foreground as a child of the test, listening on a free 127.0.0.1 port.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

import { root } from '../lib.ts';

const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx';
const TEMPLATE = path.join(root, 'ops', 'nginx', 'rihla.conf.template');

/** The site with its placeholders filled, as the nginx image's envsubst fills them. */
export function renderSite(values: Record<string, string>): string {
  return readFileSync(TEMPLATE, 'utf8').replace(/\$\{(RIHLA_[A-Z_]+)\}/g, (whole, name: string) => {
    if (!(name in values)) throw new Error(`${TEMPLATE}: no value for ${whole}`);
    return values[name];
  });
}

/** The main file around the site: what the image's /etc/nginx/nginx.conf gives, with every path in `dir`. */
function mainConfig(dir: string): string {
  // As root (CI), nginx would drop its workers to `nobody`, who may not write the temp paths here.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  const temp = (name: string) => path.join(dir, 'temp', name);
  return `${user}
daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
    access_log off;
    client_body_temp_path ${temp('body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    include ${path.join(dir, 'rihla.conf')};
}
`;
}

export type Nginx = { child: ChildProcess; url: string; stop(): Promise<void> };

/**
 * Writes `site` and the main file around it into `dir` and checks them with `nginx -t`; answers the arguments that
 * run nginx on them.
 */
export async function writeConfig(dir: string, site: string): Promise<string[]> {
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  writeFileSync(path.join(dir, 'rihla.conf'), site);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, mainConfig(dir));
  // -e: the error log before the configuration is read (Debian's default, /var/log/nginx, may not be writable).
  const args = ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')];
  await promisify(execFile)(NGINX, ['-t', '-q', ...args]).catch((error: Error & { stderr?: string }) => {
    throw new Error(`nginx -t refused ${conf}:\n${error.stderr ?? error.message}`);
  });
  return args;
}

/** Starts nginx load-balancing `apiPorts`; resolves once a request through it reaches an API. */
export async function startNginx(dir: string, port: number, apiPorts: number[]): Promise<Nginx> {
  const servers = apiPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n    ');
  const args = await writeConfig(dir, renderSite({ RIHLA_LISTEN: `127.0.0.1:${port}`, RIHLA_API_SERVERS: servers }));
  const out = openSync(path.join(dir, 'nginx.out'), 'a');
  const child = spawn(NGINX, args, { stdio: ['ignore', out, out] });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: see ${dir}/error.log`);
    const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 10_000) throw new Error(`nginx not answering after 10 s: see ${dir}/error.log`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    child,
    url,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // QUIT: graceful; the subscriptions left open would hold it, so TERM (fast shutdown) after a second.
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGTERM'), 1000);
      await exited;
      clearTimeout(timer);
    },
  };
}
