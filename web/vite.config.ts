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

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), preloadDisplayFace(), precompress()],
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
