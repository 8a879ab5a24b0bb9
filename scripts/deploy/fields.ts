/**
 * Unknown fields. The compiled schemas (schemas.ts) accept fields Kubernetes does not know, which a cluster then
 * drops or refuses, so a misspelt `terminationGracePeriodSecond` would pass them. kubernetes-models also ships a
 * TypeScript interface per kind: each manifest is written as an object literal of its kind's interface and
 * type-checked in memory, and TypeScript's excess-property check names every field that is not in the API.
 */
import path from 'node:path';

import ts from 'typescript';

import { type Manifest, where } from './manifests.ts';

const VIRTUAL = path.resolve('deploy-manifests.virtual.ts');
/** Parsed declaration files, kept for the next check in this process (the test runs two dozen). */
const parsed = new Map<string, ts.SourceFile | undefined>();

/** `modules`: for each manifest, the interface of its kind as [module, exported name], or undefined to skip it. */
export function unknownFieldProblems(manifests: Manifest[], modules: ([string, string] | undefined)[]): string[] {
  const lines: string[] = [];
  const lineOf: (Manifest | undefined)[] = [];
  modules.forEach((type, index) => {
    if (!type) return;
    lines.push(`import type { ${type[1]} as T${index} } from '${type[0]}';`);
    lineOf.push(undefined);
  });
  manifests.forEach((m, index) => {
    if (!modules[index]) return;
    // One line per manifest, so a diagnostic's line says which manifest it is about.
    lines.push(`export const m${index}: T${index} = ${JSON.stringify(m.doc)};`);
    lineOf.push(m);
  });
  const source = lines.join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (file) => file === VIRTUAL || ts.sys.fileExists(file);
  host.readFile = (file) => (file === VIRTUAL ? source : readFile(file));
  host.getSourceFile = (file, language, onError) => {
    if (file === VIRTUAL) return ts.createSourceFile(file, source, language);
    if (!parsed.has(file)) parsed.set(file, getSourceFile(file, language, onError));
    return parsed.get(file);
  };
  const program = ts.createProgram([VIRTUAL], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    const { file, start } = diagnostic;
    const line =
      file?.fileName === VIRTUAL && start !== undefined ? file.getLineAndCharacterOfPosition(start).line : -1;
    const manifest = lineOf[line];
    return manifest ? `${where(manifest)}: fields: ${text}` : `fields: ${text}`;
  });
}
