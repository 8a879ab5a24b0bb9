/**
 * Renders the home page film (web/public/film/) from the site's own illustrations, by hand:
 *
 *   npx tsx scripts/film/render.ts             # the film: WebM (VP9), MP4 (H.264), poster, captions
 *   npx tsx scripts/film/render.ts --stills 3.5,12,40   # only those moments, as PNGs in a temp folder
 *
 * Needs Debian's Chromium (/usr/bin/chromium) and ffmpeg with libvpx-vp9, libx264 and libwebp. Headless Chromium
 * draws each frame of stage.ts's page; ffmpeg keeps them losslessly, then encodes both formats in two passes to a
 * bitrate that keeps each file under the budget. Not part of the build or the tests: the outputs are committed.
 * About 20 minutes of CPU on two cores (most of it the VP9 pass); run it with `nice` when others share the machine.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium, type Page } from '@playwright/test';

import { CLOSING, FRAME, type Timeline, timeline } from './scenes.ts';
import { frameStyles, type LayerStyle, stageHtml } from './stage.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = join(root, 'web/public/film');
const NAME = 'rihla-film';
/** Each video stays under 2 MB; the encoder's aim leaves room for its overshoot. */
const BUDGET_BYTES = 1.75 * 1024 * 1024;
/** The poster is the opening title, fully arrived. */
const POSTER_AT = 3.6;

function run(command: string, args: string[], input?: (stdin: NodeJS.WritableStream) => Promise<void>) {
  return new Promise<void>((done, fail) => {
    const child = spawn(command, args, { stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`${command} exited ${code}\n${errors}`))));
    if (input) input(child.stdin!).then(() => child.stdin!.end(), fail);
  });
}

async function openStage(film: Timeline) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const page = await browser.newPage({ viewport: { width: FRAME.width, height: FRAME.height } });
  const work = mkdtempSync(join(tmpdir(), 'rihla-film-'));
  const html = join(work, 'stage.html');
  const fonts = join(root, 'node_modules');
  writeFileSync(
    html,
    stageHtml(film, {
      images: join(root, 'web/public/images'),
      fonts: {
        display: join(fonts, '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2'),
        body: join(fonts, '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
      },
    }),
  );
  await page.goto(`file://${html}`);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(Array.from(document.images, (image) => image.decode()));
  });
  return { browser, page, work };
}

async function drawFrame(page: Page, styles: LayerStyle[]) {
  await page.evaluate((layers) => {
    for (const layer of layers) {
      const element = document.getElementById(layer.id)!;
      element.style.opacity = layer.opacity.toFixed(4);
      // A shot's camera moves its illustration; text layers move themselves.
      const target = element.classList.contains('shot') ? element.querySelector('img')! : element;
      if (layer.transform) target.style.transform = layer.transform;
      element.style.visibility = layer.opacity > 0 ? 'visible' : 'hidden';
    }
  }, styles);
  return page.locator('#stage').screenshot({ type: 'png', animations: 'disabled' });
}

const stamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const [h, m, s] = [Math.floor(ms / 3_600_000), Math.floor(ms / 60_000) % 60, (ms / 1000) % 60];
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${s.toFixed(3).padStart(6, '0')}`;
};

/** One cue per chapter, clear of the crossfades, then the closing line. */
function captions(film: Timeline) {
  const cues = film.chapters.map((chapter) => ({
    from: chapter.start + 0.6,
    to: chapter.end - 0.7,
    text: chapter.narration,
  }));
  cues.push({ from: film.closingStart + 0.6, to: film.duration, text: CLOSING.narration });
  return `WEBVTT\n\n${cues.map((cue, index) => `${index + 1}\n${stamp(cue.from)} --> ${stamp(cue.to)}\n${cue.text}\n`).join('\n')}`;
}

/** Every frame, drawn by Chromium, kept losslessly for the encodes. */
async function renderMaster(page: Page, film: Timeline, master: string) {
  const frames = Math.round(film.duration * FRAME.fps);
  const pipe = ['-f', 'image2pipe', '-framerate', String(FRAME.fps), '-c:v', 'png', '-i', '-'];
  await run('ffmpeg', ['-y', '-loglevel', 'error', ...pipe, '-c:v', 'ffv1', master], async (stdin) => {
    for (let frame = 0; frame < frames; frame++) {
      const png = await drawFrame(page, frameStyles(film, frame / FRAME.fps));
      if (!stdin.write(png)) await new Promise((drained) => stdin.once('drain', drained));
      if (frame % (FRAME.fps * 5) === 0) console.log(`frame ${frame} of ${frames}`);
    }
  });
}

const COLOUR = ['-vf', 'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p', '-colorspace', 'bt709'];
const TAGS = ['-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv', '-an'];

/** Two passes per format at one bitrate, so each file lands just under the budget. */
async function encode(master: string, work: string, duration: number) {
  const kbps = Math.floor((BUDGET_BYTES * 8) / duration / 1000);
  const rate = ['-b:v', `${kbps}k`, '-maxrate', `${kbps * 2}k`, '-bufsize', `${kbps * 4}k`, '-g', '120'];
  const formats = [
    {
      file: `${NAME}.mp4`,
      codec: ['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-profile:v', 'high', '-level:v', '4.0'],
      last: ['-movflags', '+faststart'],
    },
    {
      file: `${NAME}.webm`,
      codec: ['-c:v', 'libvpx-vp9', '-deadline', 'good', '-cpu-used', '1', '-row-mt', '1', '-auto-alt-ref', '1'],
      last: ['-lag-in-frames', '25'],
    },
  ];
  for (const format of formats) {
    const log = join(work, format.file);
    const common = ['-y', '-loglevel', 'error', '-i', master, ...COLOUR, ...format.codec, ...rate, '-passlogfile', log];
    await run('ffmpeg', [...common, '-pass', '1', ...TAGS, '-f', 'null', '/dev/null']);
    await run('ffmpeg', [...common, '-pass', '2', ...TAGS, ...format.last, join(OUT, format.file)]);
  }
  const poster = ['-ss', String(POSTER_AT), '-i', master, '-frames:v', '1', '-c:v', 'libwebp', '-quality', '82'];
  await run('ffmpeg', ['-y', '-loglevel', 'error', ...poster, join(OUT, `${NAME}-poster.webp`)]);
}

async function main() {
  const film = timeline();
  const stillsAt = process.argv.indexOf('--stills');
  const { browser, page, work } = await openStage(film);
  const master = join(work, 'master.mkv');
  try {
    if (stillsAt !== -1) {
      for (const t of process.argv[stillsAt + 1].split(',').map(Number)) {
        writeFileSync(join(work, `still-${t}.png`), await drawFrame(page, frameStyles(film, t)));
      }
      console.log(`stills in ${work}`);
      return;
    }
    await renderMaster(page, film, master);
  } finally {
    await browser.close();
  }
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, `${NAME}.en.vtt`), captions(film));
  await encode(master, work, film.duration);
  rmSync(work, { recursive: true });
  for (const file of [`${NAME}.mp4`, `${NAME}.webm`, `${NAME}-poster.webp`, `${NAME}.en.vtt`]) {
    console.log(`${file}: ${(statSync(join(OUT, file)).size / 1024).toFixed(0)} kB`);
  }
  console.log(`${film.duration.toFixed(2)} s at ${FRAME.width}x${FRAME.height}, ${FRAME.fps} fps`);
}

await main();
