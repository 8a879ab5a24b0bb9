/**
 * `npm run check:deploy`: every YAML document under deploy/ parsed, validated offline against Kubernetes' schemas
 * (scripts/deploy/schemas.ts) and held to the project's rules (scripts/deploy/rules.ts). No cluster, no network.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { unknownFieldProblems } from './deploy/fields.ts';
import { parseFiles } from './deploy/manifests.ts';
import { ruleProblems } from './deploy/rules.ts';
import { interfaceOf, isKustomization, schemaProblems } from './deploy/schemas.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Helm values (optional/*.values.yaml) are not API objects: the rules read them, the schemas do not. */
const isHelmValues = (file: string) => file.endsWith('.values.yaml');

/** The problems of the files (path under deploy/ -> text), given the README and Dockerfile they must agree with. */
export function checkDeploy(files: Map<string, string>, readme: string, dockerfile: string) {
  const problems: string[] = [];
  const manifests = parseFiles(files, problems);
  const objects = manifests.filter((m) => !isKustomization(m) && !isHelmValues(m.file));
  for (const m of objects) problems.push(...schemaProblems(m));
  problems.push(...unknownFieldProblems(objects, objects.map(interfaceOf)));
  problems.push(...ruleProblems(manifests, { readme, dockerfile, files: [...files.keys()] }));
  return { problems, documents: manifests.length };
}

export function readDeployFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (/\.ya?ml$/.test(entry)) files.set(entry.split(path.sep).join('/'), readFileSync(path.join(dir, entry), 'utf8'));
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = readDeployFiles(path.join(root, 'deploy'));
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const { problems, documents } = checkDeploy(files, read('README.md'), read('Dockerfile'));
  for (const problem of problems) console.error(`deploy/${problem}`);
  if (problems.length > 0 || documents === 0) {
    console.error(`check:deploy: ${problems.length} problem(s) in ${files.size} files`);
    process.exit(1);
  }
  console.log(
    `check:deploy: ${documents} documents in ${files.size} files valid (Kubernetes schemas, known fields and rules)`,
  );
}
