/**
 * The project's rules for deploy/, beyond Kubernetes' schemas (docs/decisions/0023-deployment.md): what makes a
 * manifest run Rihla safely, checked against the README, the Dockerfile and each other.
 */
import {
  commandLine,
  containersOf,
  envOf,
  isObj,
  listAt,
  type Manifest,
  name,
  type Obj,
  objAt,
  podSpec,
  text,
  where,
} from './manifests.ts';

type Role = 'api' | 'worker' | 'migrate';
const ROLE_OF_ENTRY: [string, Role][] = [
  ['api/dist/main.js', 'api'],
  ['worker/dist/main.js', 'worker'],
  ['scripts/dist/prepare-db.js', 'migrate'],
];

/**
 * What each process refuses to start without, or cannot do its work without, and that is a secret: taken from the
 * Secret, never written in a manifest. The API's list is api/src/config.ts's refusals in production plus the
 * connections; the worker serves its metrics port (its probes) only with METRICS_TOKEN.
 */
const FROM_SECRET: Record<Role, string[]> = {
  api: ['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'TRAVELLER_DATA_KEYS', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  worker: ['DATABASE_URL', 'REDIS_URL', 'METRICS_TOKEN'],
  migrate: ['DATABASE_URL', 'TRAVELLER_DATA_KEYS'],
};
/** Never a literal or a ConfigMap value, in any container. */
const SECRET_NAMES = new Set([
  ...Object.values(FROM_SECRET).flat(),
  'STRIPE_PUBLISHABLE_KEY',
  'METRICS_TOKEN',
  'SMTP_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
]);
/** Room for what V8's heap cap does not cover: the node binary, Prisma's WASM, malloc, sharp (decision 0010). */
const NATIVE_HEADROOM_MIB = 128;

export type Context = { readme: string; dockerfile: string; files: string[] };

/** Every variable named in the first column of a README table: the documented configuration. */
function documentedVariables(readme: string): Set<string> {
  const names = new Set<string>();
  for (const line of readme.split('\n')) {
    const firstCell = /^\|([^|]*)\|/.exec(line)?.[1] ?? '';
    for (const [, variable] of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(variable);
  }
  return names;
}

function mebibytes(quantity: unknown): number {
  const match = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|K|M|G)?$/.exec(String(quantity));
  if (!match) return NaN;
  const unit = { Ki: 1 / 1024, Mi: 1, Gi: 1024, K: 1e3 / 2 ** 20, M: 1e6 / 2 ** 20, G: 1e9 / 2 ** 20 };
  return Number(match[1]) * (match[2] ? unit[match[2] as keyof typeof unit] : 1 / 2 ** 20);
}

const probePort = (container: Obj, probe: string) =>
  objAt(container, probe, 'httpGet')?.port ?? objAt(container, probe, 'tcpSocket')?.port;

const labelsMatch = (selector: Obj | undefined, labels: Obj | undefined) =>
  !!selector && Object.entries(selector).every(([key, value]) => labels?.[key] === value);

export function ruleProblems(manifests: Manifest[], context: Context): string[] {
  const problems: string[] = [];
  const of = (kind: string) => manifests.filter((m) => m.doc.kind === kind);
  const configMaps = new Map(of('ConfigMap').map((m) => [name(m), objAt(m.doc, 'data') ?? {}]));
  const secretKeys = new Map(
    of('Secret').map((m) => [
      name(m),
      new Set(Object.keys({ ...objAt(m.doc, 'data'), ...objAt(m.doc, 'stringData') })),
    ]),
  );
  const documented = documentedVariables(context.readme);
  const dockerCmd = /^CMD (\[.*\])$/m.exec(context.dockerfile)?.[1];

  for (const m of of('Kustomization')) {
    const listed = new Set(listAt(m.doc, 'resources').map(String));
    for (const file of listed)
      if (!context.files.includes(file)) problems.push(`${where(m)}: lists ${file}, not found`);
    for (const file of context.files) {
      const topLevel = !file.includes('/') && file !== m.file && !file.includes('.template.');
      if (topLevel && !listed.has(file)) problems.push(`${where(m)}: ${file} is not in resources`);
    }
  }

  for (const m of of('Secret')) {
    for (const [key, value] of Object.entries({ ...objAt(m.doc, 'data'), ...objAt(m.doc, 'stringData') })) {
      if (value !== '' && value !== null) problems.push(`${where(m)}: ${key} has a value; templates hold none`);
      if (!documented.has(key)) problems.push(`${where(m)}: ${key} is not in README's configuration tables`);
    }
  }

  const databaseRefs: Record<Role, Set<string>> = { api: new Set(), worker: new Set(), migrate: new Set() };
  const services = of('Service').filter((m) => objAt(m.doc, 'spec')?.clusterIP !== 'None');
  for (const m of manifests.filter((m) => podSpec(m))) {
    const pod = podSpec(m);
    const podLabels = objAt(m.doc, 'spec', 'template', 'metadata', 'labels');
    const served = services.some((s) => labelsMatch(objAt(s.doc, 'spec', 'selector'), podLabels));
    const grace = Number(pod?.terminationGracePeriodSeconds ?? 30) * 1000;
    for (const container of containersOf(m)) {
      const at = `${where(m)} container ${String(container.name)}`;
      const line = commandLine(container);
      const role = ROLE_OF_ENTRY.find(([entry]) => line.includes(entry))?.[1];
      const image = text(container.image);
      const tag = /:([\w][\w.-]{0,127})$/.exec(image)?.[1];
      if (!tag || tag === 'latest') problems.push(`${at}: image "${image}" needs a release tag (not latest)`);
      for (const kind of ['requests', 'limits'])
        for (const resource of ['cpu', 'memory'])
          if (objAt(container, 'resources', kind)?.[resource] === undefined)
            problems.push(`${at}: no resources.${kind}.${resource}`);
      const security = { ...objAt(pod, 'securityContext'), ...objAt(container, 'securityContext') };
      if (security.runAsNonRoot !== true || !(Number(security.runAsUser) > 0))
        problems.push(`${at}: must run as non-root (runAsNonRoot and a numeric runAsUser)`);
      if (security.allowPrivilegeEscalation !== false || security.readOnlyRootFilesystem !== true)
        problems.push(`${at}: needs allowPrivilegeEscalation false and readOnlyRootFilesystem true`);
      if (!listAt(container, 'securityContext', 'capabilities', 'drop').includes('ALL'))
        problems.push(`${at}: must drop ALL capabilities`);
      const probes = ['startupProbe', 'livenessProbe', 'readinessProbe'] as const;
      if (m.doc.kind === 'Deployment') {
        for (const probe of probes.slice(0, served ? 3 : 2))
          if (!objAt(container, probe))
            problems.push(`${at}: no ${probe}${served ? ' (a Service sends it traffic)' : ''}`);
      }
      const portNames = listAt(container, 'ports').map((port) => (isObj(port) ? port.name : undefined));
      for (const probe of probes) {
        const port = probePort(container, probe);
        if (typeof port === 'string' && !portNames.includes(port)) problems.push(`${at}: ${probe} names no port of it`);
      }

      const env = envOf(container, configMaps, problems, at);
      for (const variable of env.all)
        if (!documented.has(variable)) problems.push(`${at}: ${variable} is not in README's configuration tables`);
      for (const [variable, ref] of env.fromSecret) {
        const [secret = '', key = ''] = ref.split('/');
        if (!secretKeys.get(secret)?.has(key)) problems.push(`${at}: ${variable} reads ${ref}, which deploy/ lacks`);
      }
      for (const variable of env.values.keys())
        if (SECRET_NAMES.has(variable)) problems.push(`${at}: ${variable} is a secret: take it from the Secret`);
      if (!role) {
        problems.push(`${at}: runs none of ${ROLE_OF_ENTRY.map(([entry]) => entry).join(', ')}`);
        continue;
      }
      for (const variable of FROM_SECRET[role])
        if (!env.fromSecret.has(variable)) problems.push(`${at}: ${variable} must come from the Secret`);
      databaseRefs[role].add(env.fromSecret.get('DATABASE_URL') ?? '');
      // Outside production the processes make up what is missing: secrets kept in the database, a traveller key
      // in a file on each pod's own disk (so every pod would seal passports with a different key).
      if (env.values.get('NODE_ENV') !== 'production') problems.push(`${at}: NODE_ENV must be production`);

      if (role === 'api') {
        if (dockerCmd && JSON.stringify(listAt(container, 'command')) !== JSON.stringify(JSON.parse(dockerCmd)))
          problems.push(`${at}: command differs from the Dockerfile's CMD ${dockerCmd}`);
        const heap = Number(/--max-old-space-size=(\d+)/.exec(line)?.[1]);
        const limit = mebibytes(objAt(container, 'resources', 'limits')?.memory);
        if (!(limit >= heap + NATIVE_HEADROOM_MIB))
          problems.push(`${at}: memory limit must be at least the heap cap (${heap} MiB) + ${NATIVE_HEADROOM_MIB} MiB`);
        const preStop = Number(listAt(container, 'lifecycle', 'preStop', 'exec', 'command')[1] ?? 0) * 1000;
        const shutdown = Number(env.values.get('SHUTDOWN_GRACE_MS') || 10_000);
        if (grace <= shutdown + preStop)
          problems.push(`${at}: terminationGracePeriodSeconds must exceed preStop + SHUTDOWN_GRACE_MS`);
        if (env.values.get('STORAGE') !== 's3') problems.push(`${at}: STORAGE must be s3 (replicas share uploads)`);
        if (!/^[1-9]\d*$|^[\d.:/a-f,]+$/.test(env.values.get('TRUST_PROXY') ?? ''))
          problems.push(`${at}: TRUST_PROXY must name the proxy hops (a count or addresses)`);
      }
      if (role === 'worker') {
        const shutdown = Number(env.values.get('WORKER_SHUTDOWN_GRACE_MS') || 25_000);
        if (grace <= shutdown)
          problems.push(`${at}: terminationGracePeriodSeconds must exceed WORKER_SHUTDOWN_GRACE_MS`);
        const metricsPort = listAt(container, 'ports')
          .filter(isObj)
          .find((port) => String(port.containerPort) === env.values.get('WORKER_METRICS_PORT'));
        const probed = probes.some((probe) => probePort(container, probe) === metricsPort?.name);
        if (!metricsPort || !probed) problems.push(`${at}: probes must use the port of WORKER_METRICS_PORT`);
        if (env.values.get('WORKER_METRICS_HOST') !== '0.0.0.0')
          problems.push(`${at}: WORKER_METRICS_HOST must be 0.0.0.0 (the kubelet probes the pod's address)`);
      }
    }
  }

  // Migrations hold a session-level advisory lock, which PgBouncer in transaction mode cannot keep (decision 0022).
  for (const ref of databaseRefs.migrate)
    if (databaseRefs.api.has(ref) || databaseRefs.worker.has(ref))
      problems.push(
        `migrate: DATABASE_URL reads ${ref} as the API or worker does; migrations go to PostgreSQL directly`,
      );

  const deployments = of('Deployment');
  for (const m of of('HorizontalPodAutoscaler')) {
    const target = String(objAt(m.doc, 'spec', 'scaleTargetRef')?.name);
    if (!deployments.some((d) => name(d) === target)) problems.push(`${where(m)}: scales ${target}, not found`);
    for (const metric of listAt(m.doc, 'spec', 'metrics')) {
      const external = text(objAt(metric, 'external', 'metric')?.name);
      const served = manifests.some((v) =>
        listAt(v.doc, 'rules', 'external').some((rule) => objAt(rule, 'name')?.as === external),
      );
      if (external && !served) problems.push(`${where(m)}: no prometheus-adapter rule serves ${external}`);
    }
  }
  for (const m of of('PodDisruptionBudget')) {
    const selector = objAt(m.doc, 'spec', 'selector', 'matchLabels');
    const covers = deployments.some((d) =>
      labelsMatch(selector, objAt(d.doc, 'spec', 'template', 'metadata', 'labels')),
    );
    if (!covers) problems.push(`${where(m)}: selects no Deployment's pods`);
  }
  return problems;
}
