import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = 'http://127.0.0.1:4000';

/** Text files worth compressing; fonts (woff2) and raster images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
/** Below this a compressed copy saves less than the headers it costs (the server's on-the-fly floor too). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build (public/ included), at the highest
 * levels: done once here, the server sends them as they are (@fastify/static `preCompressed`, api/src/lib/
 * web-assets.ts) and never compresses the web app per request. A copy not smaller than its file is not written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'rihla-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
        await Promise.all(
          files.map(async (file) => {
            if ((await stat(file)).size < MIN_BYTES) return;
            const source = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < source.length) await writeFile(`${file}.br`, br);
            if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
          }),
        );
      },
    },
  };
}

const generated = path.join(import.meta.dirname, 'src', 'gql');
const DOCUMENT_MODULE = 'virtual:rihla-document/';

/** The codegen's output: each document's AST (src/gql/graphql.ts) and the `graphql()` source it answers (gql.ts). */
async function generatedDocuments() {
  const [table, documents] = await Promise.all(
    ['gql.ts', 'graphql.ts'].map((file) => readFile(path.join(generated, file), 'utf8')),
  );
  const names = new Map<string, string>();
  for (const [, source, name] of table.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
    names.set(JSON.parse(source) as string, name);
  }
  const asts = new Map<string, string>();
  for (const [, name, ast] of documents.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) {
    asts.set(name, ast);
  }
  return { names, asts };
}

/**
 * Gives each `graphql(\`...\`)` call its one document, as a module of its own, like the codegen's Babel plugin: the
 * codegen's `graphql()` looks documents up in a table of all ~80, and even imported one by one from graphql.ts they
 * would share one chunk, so every query, mutation and fragment of the site (the back-office's too) was in the home
 * page's first load. A source the codegen does not know is left to the runtime lookup.
 */
function graphqlDocumentModules(): Plugin {
  let documents: ReturnType<typeof generatedDocuments> | undefined;
  return {
    name: 'rihla-graphql-document-modules',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = generatedDocuments();
    },
    resolveId(id) {
      return id.startsWith(DOCUMENT_MODULE) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${DOCUMENT_MODULE}`)) return null;
      const ast = (await documents!).asts.get(id.slice(DOCUMENT_MODULE.length + 1));
      return ast ? `export default JSON.parse(${JSON.stringify(ast)});` : null;
    },
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(generated) || !code.includes('graphql(`')) return null;
      const { names, asts } = await documents!;
      const used = new Set<string>();
      const replaced = code.replace(/\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g, (call, source: string) => {
        const name = names.get(source);
        if (!name || !asts.has(name)) return call;
        used.add(name);
        return `__document_${name}`;
      });
      if (!used.size) return null;
      const imports = [...used].map((name) => `import __document_${name} from '${DOCUMENT_MODULE}${name}';`);
      return { code: `${imports.join(' ')} ${replaced}` };
    },
  };
}

/** The face of the home page's largest text (the hero title, Cormorant Garamond 500): fetched with the CSS. */
const DISPLAY_FACE = /cormorant-garamond-latin-500-normal-[\w-]+\.woff2$/;

/** Preloads the display face: otherwise the browser only asks for it once the page has rendered its first title. */
function preloadDisplayFace(): Plugin {
  return {
    name: 'rihla-preload-display-face',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const face = Object.keys(bundle ?? {}).find((file) => DISPLAY_FACE.test(file));
        if (!face) throw new Error('the display face is not in the build: update DISPLAY_FACE in web/vite.config.ts');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${face}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Vite takes React's build and its own production switches from the NODE_ENV of its process, not from `--mode`: a
 * shell's NODE_ENV=development made a plain `vite build` ship React's development build under a production name.
 * scripts/web-build.ts sets both; a build with the two disagreeing is refused before it starts, not shipped.
 */
function refuseMismatchedNodeEnv(): Plugin {
  return {
    name: 'rihla-refuse-mismatched-node-env',
    apply: 'build',
    configResolved({ mode }) {
      const expected = mode === 'development' ? 'development' : 'production';
      if (process.env.NODE_ENV !== expected) {
        throw new Error(
          `vite build in mode "${mode}" under NODE_ENV=${process.env.NODE_ENV}: use npm run build:web (production) ` +
            'or npm start (its NODE_ENV decides), or set NODE_ENV to match --mode',
        );
      }
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [refuseMismatchedNodeEnv(), graphqlDocumentModules(), react(), preloadDisplayFace(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': api,
      '/graphql': api,
      '/uploads': api,
      '/admin/queues': api,
    },
  },
});
