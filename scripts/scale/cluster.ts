/**
 * The processes of `npm run test:scale`: N compiled APIs (each its own port), M workers and nginx in front, started
 * as the bench starts them (scripts/bench/processes.ts) and all stopped by `stop()`, whatever happened.
 */
import path from 'node:path';

import { type Running, startApi, startWorker, stop } from '../bench/processes.ts';
import { freePort } from '../throwaway.ts';
import { type Nginx, startNginx } from './nginx.ts';

export type Api = { name: string; port: number; url: string; running?: Running };
export type WorkerProcess = { name: string; running?: Running };

export type Cluster = {
  apis: Api[];
  workers: WorkerProcess[];
  nginx: Nginx;
  /** SIGKILL: no shutdown hook runs, as when a host dies or the kernel's OOM killer strikes. */
  kill(process: Api | WorkerProcess): void;
  /** Starts a killed API or worker again, on its old port and log file. */
  restart(process: Api | WorkerProcess): Promise<void>;
  stop(): Promise<void>;
};

const isApi = (process: Api | WorkerProcess): process is Api => 'port' in process;

export async function startCluster(
  env: NodeJS.ProcessEnv,
  dir: string,
  sizes: { apis: number; workers: number },
): Promise<Cluster> {
  const apis: Api[] = [];
  for (let i = 0; i < sizes.apis; i++) {
    const port = await freePort();
    apis.push({ name: `api-${String.fromCharCode(65 + i)}`, port, url: `http://127.0.0.1:${port}` });
  }
  const workers: WorkerProcess[] = Array.from({ length: sizes.workers }, (_, i) => ({ name: `worker-${i + 1}` }));
  const logOf = (p: Api | WorkerProcess) => path.join(dir, `${p.name}.log`);
  const launch = async (p: Api | WorkerProcess) => {
    p.running = isApi(p) ? await startApi(env, p.port, logOf(p)) : await startWorker(env, logOf(p));
  };
  let nginx: Nginx | undefined;
  const stopAll = async () => {
    await nginx?.stop();
    await Promise.all([...apis, ...workers].map((p) => stop(p.running)));
  };
  try {
    // The first API alone: it makes the install's secrets (webhook, JWT) the others then read.
    await launch(apis[0]);
    await Promise.all([...apis.slice(1), ...workers].map(launch));
    nginx = await startNginx(
      path.join(dir, 'nginx'),
      await freePort(),
      apis.map((a) => a.port),
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  return {
    apis,
    workers,
    nginx,
    kill(p) {
      p.running?.child.kill('SIGKILL');
    },
    async restart(p) {
      await stop(p.running);
      await launch(p);
    },
    stop: stopAll,
  };
}
