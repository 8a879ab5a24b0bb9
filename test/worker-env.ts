/**
 * Runs in each server test worker before its test files load (vitest `setupFiles`): the worker takes the database,
 * queue prefix and upload folder test/global-setup.ts made for its pool id, so two files running at once never
 * share rows, jobs or files.
 */
export const WORKER_ENVS = 'RIHLA_TEST_WORKER_ENVS';

export interface WorkerEnv {
  DATABASE_URL: string;
  QUEUE_PREFIX: string;
  UPLOAD_DIR: string;
}

const envs = JSON.parse(process.env[WORKER_ENVS] ?? 'null') as WorkerEnv[] | null;
if (envs) {
  // Vitest numbers its workers 1..maxWorkers; a worker keeps its number for the whole run.
  const poolId = Number(process.env.VITEST_POOL_ID ?? 1);
  Object.assign(process.env, envs[(poolId - 1) % envs.length]);
}
