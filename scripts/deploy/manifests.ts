/**
 * Reading deploy/: every YAML document of every file, and what the rules need to look up across them. Plain
 * objects (what kubectl would send), typed loosely: the schemas (schemas.ts) are what checks their shape.
 */
import { parseAllDocuments } from 'yaml';

/** A YAML object read as data: the rules reach into it by field name and check types as they go. */
export type Obj = Record<string, unknown>;

export type Manifest = { file: string; index: number; doc: Obj };

export const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const objAt = (value: unknown, ...keys: string[]): Obj | undefined => {
  let here: unknown = value;
  for (const key of keys) here = isObj(here) ? here[key] : undefined;
  return isObj(here) ? here : undefined;
};
export const listAt = (value: unknown, ...keys: string[]): unknown[] => {
  const list = keys.length > 0 ? objAt(value, ...keys.slice(0, -1))?.[keys[keys.length - 1] ?? ''] : value;
  return Array.isArray(list) ? list : [];
};
export const where = (m: Manifest) => `${m.file}#${m.index + 1} ${String(m.doc.kind)}/${name(m)}`;
/** A string field's value, '' for anything else (a rule then reports it missing). */
export const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
export const name = (m: Manifest) => text(objAt(m.doc, 'metadata')?.name) || '?';

/** Parses every file; a YAML syntax error is a problem, an empty document (a trailing `---`) is skipped. */
export function parseFiles(files: Map<string, string>, problems: string[]): Manifest[] {
  const manifests: Manifest[] = [];
  for (const [file, text] of files) {
    parseAllDocuments(text).forEach((document, index) => {
      if ('errors' in document && document.errors.length > 0) {
        for (const error of document.errors) problems.push(`${file}#${index + 1}: YAML: ${error.message}`);
        return;
      }
      const doc: unknown = document.toJS();
      if (doc === null || doc === undefined) return;
      if (!isObj(doc)) problems.push(`${file}#${index + 1}: not a mapping`);
      else manifests.push({ file, index, doc });
    });
  }
  return manifests;
}

/** The pod template of a workload (Deployment, Job), if the manifest is one. */
export function podSpec(m: Manifest): Obj | undefined {
  return objAt(m.doc, 'spec', 'template', 'spec');
}

export function containersOf(m: Manifest): Obj[] {
  const spec = podSpec(m);
  return [...listAt(spec, 'initContainers'), ...listAt(spec, 'containers')].filter(isObj);
}

/** A container's command and args as one line, to tell the API from the worker and the database step. */
export const commandLine = (container: Obj) =>
  [...listAt(container, 'command'), ...listAt(container, 'args')].map(String).join(' ');

/**
 * The environment a container gets: literal values, values from ConfigMaps (envFrom, configMapKeyRef) and the
 * Secret keys it reads (`secret:` entries, values unknown here).
 */
export type ContainerEnv = { values: Map<string, string>; fromSecret: Map<string, string>; all: Set<string> };

export function envOf(container: Obj, configMaps: Map<string, Obj>, problems: string[], at: string): ContainerEnv {
  const values = new Map<string, string>();
  const fromSecret = new Map<string, string>();
  for (const source of listAt(container, 'envFrom')) {
    const ref = objAt(source, 'configMapRef');
    if (objAt(source, 'secretRef'))
      problems.push(`${at}: envFrom secretRef imports every key; name each secret with secretKeyRef`);
    if (!ref) continue;
    const data = configMaps.get(String(ref.name));
    if (!data) problems.push(`${at}: envFrom names ConfigMap "${String(ref.name)}", which deploy/ does not define`);
    for (const [key, value] of Object.entries(data ?? {})) values.set(key, String(value));
  }
  for (const entry of listAt(container, 'env').filter(isObj)) {
    const envName = String(entry.name);
    const secretRef = objAt(entry, 'valueFrom', 'secretKeyRef');
    const configRef = objAt(entry, 'valueFrom', 'configMapKeyRef');
    if (secretRef) fromSecret.set(envName, `${String(secretRef.name)}/${String(secretRef.key)}`);
    else if (configRef) values.set(envName, String(configMaps.get(String(configRef.name))?.[String(configRef.key)]));
    else if (typeof entry.value === 'string') values.set(envName, entry.value);
    if (fromSecret.has(envName)) values.delete(envName);
  }
  return { values, fromSecret, all: new Set([...values.keys(), ...fromSecret.keys()]) };
}
