import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, parseAst, type Plugin, type Rollup } from 'vite';

import { LOCALES } from './src/i18n/locales.ts';
import type * as HomeFirstScreen from './src/prerender/homeFirstScreen.tsx';

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
        // The home page's documents are compressed by the server, once per language (it localizes them).
        const files = (await filesUnder(outDir)).filter(
          (file) => COMPRESSIBLE.test(file) && !file.startsWith(path.join(outDir, PRERENDERED_DIR, path.sep)),
        );
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

/**
 * formatjs's stand-in for its message parser (ESM), for the browser's build: it keeps the AST's types and helpers,
 * and its `parse` throws. Every message reaches react-intl compiled (compiledMessages), so none is parsed there.
 */
const MESSAGE_PARSER = '@formatjs/icu-messageformat-parser';
const NO_MESSAGE_PARSER = fileURLToPath(import.meta.resolve(`${MESSAGE_PARSER}/no-parser.js`));
/** The language catalogues (src/i18n/messages/<locale>/<area>.json). */
const CATALOGUE = /\/src\/i18n\/messages\/([a-z]{2})\/[\w-]+\.json$/;

/** The text of a string literal or of a template literal without expressions; undefined for anything else. */
function writtenOut(node: { type: string; value?: unknown; quasis?: { value: { cooked?: string | null } }[] }) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.quasis?.length === 1) return node.quasis[0].value.cooked ?? undefined;
  return undefined;
}

/** Every node of an ESTree tree, depth first. */
function* nodesOf(node: unknown): Generator<Record<string, unknown> & { type: string; start: number; end: number }> {
  if (Array.isArray(node)) {
    for (const child of node) yield* nodesOf(child);
  } else if (node && typeof node === 'object') {
    if (typeof (node as { type?: unknown }).type === 'string') yield node as never;
    for (const value of Object.values(node)) if (value && typeof value === 'object') yield* nodesOf(value);
  }
}

/**
 * Compiles every message to formatjs's AST at build time, as formatjs's own tools do (`ast: true`), so the
 * browser's build leaves out the message parser (~8 kB Brotli of the first load) and no message is parsed while a
 * page renders on a phone's CPU:
 * - each `defaultMessage` written in the code (a `FormattedMessage` prop or a descriptor's field, after JSX is
 *   compiled) becomes its AST; one that is not written out (a variable) fails the build, as only the parser could
 *   read it at run time;
 * - each catalogue's texts become ASTs, parsed in their language.
 * Tests and the development server keep the texts and the parser. Code that compares a message with a text the
 * server sent reads it through src/i18n/descriptors.ts, which takes either form.
 */
function compiledMessages(): Plugin[] {
  return [
    {
      name: 'rihla-compiled-catalogues',
      apply: 'build',
      enforce: 'pre',
      buildStart() {
        // A newer formatjs may move it (react-intl upgrades bring one): say so rather than bundle the parser.
        if (!existsSync(NO_MESSAGE_PARSER)) this.error(`formatjs's no-parser entry is not at ${NO_MESSAGE_PARSER}`);
      },
      resolveId(source) {
        return source === MESSAGE_PARSER ? NO_MESSAGE_PARSER : null;
      },
      transform(code, id) {
        const locale = CATALOGUE.exec(id)?.[1];
        if (!locale) return null;
        const catalogue = JSON.parse(code) as Record<string, string>;
        const compiled = Object.entries(catalogue).map(([key, text]) => [
          key,
          parseMessage(text, { locale: new Intl.Locale(locale) }),
        ]);
        return { code: JSON.stringify(Object.fromEntries(compiled)), map: null };
      },
    },
    {
      name: 'rihla-compiled-default-messages',
      apply: 'build',
      enforce: 'post',
      transform(code, id) {
        if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id) || !code.includes('defaultMessage')) return null;
        const edits: { start: number; end: number; ast: string }[] = [];
        const properties = [...nodesOf(parseAst(code))].flatMap((node) =>
          node.type === 'ObjectExpression' ? (node.properties as Record<string, unknown>[]) : [],
        );
        for (const property of properties) {
          const key = property.key as { name?: string; value?: unknown } | undefined;
          if (property.type !== 'Property' || (key?.name ?? key?.value) !== 'defaultMessage') continue;
          const value = property.value as Parameters<typeof writtenOut>[0] & { start: number; end: number };
          const text = writtenOut(value);
          if (text === undefined) {
            this.error(`a defaultMessage must be written out (a string) to be compiled at build time`, value.start);
          }
          edits.push({ start: value.start, end: value.end, ast: JSON.stringify(parseMessage(text)) });
        }
        if (!edits.length) return null;
        let compiled = code;
        for (const { start, end, ast } of edits.reverse()) {
          compiled = `${compiled.slice(0, start)}${ast}${compiled.slice(end)}`;
        }
        return { code: compiled, map: null };
      },
    },
  ];
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

/** The page shell's empty root, which the app renders into. */
const ROOT_ELEMENT = '<div id="root"></div>';
/** The head's first lines (charset, viewport) stay first; the first screen's preloads follow them. */
const VIEWPORT_META = /<meta name="viewport"[^>]*>/;
/**
 * Where the home page's documents go, one per language (`home.<locale>.html`): the server sends them for '/',
 * '/ar/' and '/id/' (api/src/lib/web-assets.ts) and does not serve this folder by its own address.
 */
const PRERENDERED_DIR = 'prerendered';
/** The Arabic faces' stylesheet, which the app imports when the site is in Arabic (main.tsx). */
const ARABIC_STYLESHEET = /^assets\/arabic-[\w-]+\.css$/;

/** The pages of each public section whose content the server writes (src/prerender/homeFirstScreen.tsx). */
const SECTION_PAGES: Record<(typeof HomeFirstScreen.PAGE_FRAME_SECTIONS)[number], string[]> = {
  packages: ['PackagesPage', 'PackageDetailPage'],
  training: ['TrainingPage', 'TrainingModulePage'],
  consultation: ['ConsultationPage'],
};

/** The stylesheets the chunks of `pages` (src/pages/<name>.tsx) and the chunks they import bring. */
function stylesheetsOfPages(bundle: Rollup.OutputBundle, pages: string[]): string[] {
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName] as Rollup.OutputBundle[string] | undefined;
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.add(fileName);
    chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
    chunk.imports.forEach(visit);
  };
  for (const chunk of Object.values(bundle)) {
    const id = chunk.type === 'chunk' ? chunk.facadeModuleId : null;
    if (id && pages.some((name) => id.endsWith(`/src/pages/${name}.tsx`))) visit(chunk.fileName);
  }
  if (css.size === 0) throw new Error(`no stylesheet found for ${pages.join(', ')}: check SECTION_PAGES`);
  return [...css];
}

/**
 * Writes the home page's first screen (header and hero, rendered by the app's own components in each language:
 * src/prerender/homeFirstScreen.tsx) into a copy of index.html per language, so the hero is painted from the HTML
 * the server sends, not after the app's JavaScript has arrived and run on a phone's CPU. The Arabic copy links the
 * Arabic faces' stylesheet in its head, as the app would load it before its first render (the app finds it there
 * and does not add it again).
 */
function prerenderHomeFirstScreen(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'rihla-prerender-home-first-screen',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(_options, bundle) {
        const page = await readFile(path.join(outDir, 'index.html'), 'utf8');
        if (!page.includes(ROOT_ELEMENT) || !VIEWPORT_META.test(page)) {
          throw new Error(`index.html has no ${ROOT_ELEMENT} or viewport to prerender into`);
        }
        const arabicStylesheet = Object.keys(bundle).find((file) => ARABIC_STYLESHEET.test(file));
        if (!arabicStylesheet) throw new Error('the Arabic stylesheet is not in the build: update ARABIC_STYLESHEET');
        // The app's modules run in Node through Vite's own pipeline (CSS imports resolve to nothing there).
        const server = await createServer({
          configFile: false,
          root,
          plugins: [react()],
          logLevel: 'warn',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const { renderHomeFirstScreen, renderPageFrame, PAGE_FRAME_SECTIONS, PAGE_MAIN_MARKER } =
            (await server.ssrLoadModule('/src/prerender/homeFirstScreen.tsx')) as typeof HomeFirstScreen;
          await mkdir(path.join(outDir, PRERENDERED_DIR), { recursive: true });
          for (const locale of LOCALES) {
            // React puts the preloads of what it rendered first (the hero image at high priority, the logo): they
            // go to the top of the head, so the browser asks for the hero before the scripts and stylesheets
            // take the connections (six per host over HTTP/1.1) and the phone's bandwidth.
            const [, preloads = '', firstScreen = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(
              await renderHomeFirstScreen(locale),
            )!;
            let html = page
              .replace(VIEWPORT_META, (meta) => `${meta}\n    ${preloads}`)
              .replace(ROOT_ELEMENT, () => `<div id="root">${firstScreen}</div>`);
            if (locale === 'ar') {
              html = html.replace(
                '</head>',
                () => `  <link rel="stylesheet" href="/${arabicStylesheet}" />\n  </head>`,
              );
            }
            await writeFile(path.join(outDir, PRERENDERED_DIR, `home.${locale}.html`), html);
            // The public sections' frames: the header, and a main the server writes a page's content into, with
            // the section's pages' stylesheets (the app finds them there when their chunks load: no second copy).
            for (const section of PAGE_FRAME_SECTIONS) {
              const frame = await renderPageFrame(locale, section);
              if (!frame.includes(PAGE_MAIN_MARKER)) throw new Error(`the ${section} frame has no main to write into`);
              const stylesheets = stylesheetsOfPages(bundle, SECTION_PAGES[section])
                .filter((file) => !page.includes(file))
                .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
                .join('');
              let framed = page
                .replace('</head>', () => `  ${stylesheets}\n  </head>`)
                .replace(ROOT_ELEMENT, () => `<div id="root">${frame}</div>`);
              if (locale === 'ar') {
                framed = framed.replace(
                  '</head>',
                  () => `  <link rel="stylesheet" href="/${arabicStylesheet}" />\n  </head>`,
                );
              }
              await writeFile(path.join(outDir, PRERENDERED_DIR, `frame.${section}.${locale}.html`), framed);
            }
          }
        } finally {
          await server.close();
        }
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
  plugins: [
    refuseMismatchedNodeEnv(),
    graphqlDocumentModules(),
    react(),
    ...compiledMessages(),
    preloadDisplayFace(),
    prerenderHomeFirstScreen(),
    precompress(),
  ],
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
