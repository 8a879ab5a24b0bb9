/**
 * The film's stage: one HTML page holding every shot, title and the closing card as layers, and the pure function
 * that says, for a time t, each layer's opacity and transform. The renderer applies those styles and screenshots
 * the page once per frame, so motion is exact to the frame (no CSS animation runs).
 */
import { type Camera, CLOSING, CROSSFADE, FRAME, type TimedShot, type Timeline } from './scenes.ts';

export interface LayerStyle {
  id: string;
  opacity: number;
  transform?: string;
}

/** The film opens out of deep green over this many seconds. */
const OPENING_FADE = 0.9;
const TITLE_IN = 1.1;
const TITLE_OUT = 0.7;
/** The heading follows its kicker by this much, so the two arrive one after the other. */
const TITLE_STAGGER = 0.3;
const TITLE_RISE_PX = 18;

const clamp = (value: number) => Math.min(1, Math.max(0, value));
/** Half linear, half sine: the camera never quite stops, and never starts or stops abruptly. */
const glide = (p: number) => 0.5 * p + 0.25 * (1 - Math.cos(Math.PI * p));
const easeOut = (p: number) => 1 - (1 - p) ** 3;
const mix = (a: number, b: number, p: number) => a + (b - a) * p;

function coverSize(shot: TimedShot) {
  const scale = Math.max(FRAME.width / shot.width, FRAME.height / shot.height);
  return { width: shot.width * scale, height: shot.height * scale };
}

function cameraTransform(shot: TimedShot, camera: Camera) {
  const size = coverSize(shot);
  // What the zoom leaves beyond the frame on each side; a pan of ±1 uses all of it, so no edge ever shows.
  const spareX = (size.width * camera.zoom - FRAME.width) / 2;
  const spareY = (size.height * camera.zoom - FRAME.height) / 2;
  const x = -camera.panX * spareX;
  const y = -camera.panY * spareY;
  return `translate(${x.toFixed(3)}px, ${y.toFixed(3)}px) scale(${camera.zoom.toFixed(5)})`;
}

function shotStyle(shot: TimedShot, index: number, t: number): LayerStyle {
  const visible = t >= shot.start && t <= shot.end;
  const p = glide(clamp((t - shot.start) / (shot.end - shot.start)));
  const camera: Camera = {
    zoom: mix(shot.from.zoom, shot.to.zoom, p),
    panX: mix(shot.from.panX, shot.to.panX, p),
    panY: mix(shot.from.panY, shot.to.panY, p),
  };
  // Each shot fades in over the one beneath it; the one beneath stays opaque until it is covered.
  const opacity = index === 0 ? 1 : clamp((t - shot.start) / CROSSFADE);
  return { id: `shot-${index}`, opacity: visible ? opacity : 0, transform: cameraTransform(shot, camera) };
}

/** A text line's entrance and exit: it rises into place, then fades before the next crossfade starts. */
function textStyle(id: string, t: number, inAt: number, outBy: number): LayerStyle {
  const entering = easeOut(clamp((t - inAt) / TITLE_IN));
  const leaving = clamp((outBy - t) / TITLE_OUT);
  return {
    id,
    opacity: Math.min(entering, leaving),
    transform: `translateY(${((1 - entering) * TITLE_RISE_PX).toFixed(3)}px)`,
  };
}

export function frameStyles(film: Timeline, t: number): LayerStyle[] {
  const styles = film.shots.map((shot, index) => shotStyle(shot, index, t));
  film.chapters.forEach((chapter, index) => {
    const inAt = chapter.start + (index === 0 ? OPENING_FADE : CROSSFADE) + 0.2;
    const outBy = chapter.end - CROSSFADE - 0.1;
    styles.push(textStyle(`kicker-${index}`, t, inAt, outBy));
    styles.push(textStyle(`title-${index}`, t, inAt + TITLE_STAGGER, outBy));
  });
  styles.push({ id: 'closing', opacity: clamp((t - film.closingStart) / CROSSFADE) });
  const closingIn = film.closingStart + CROSSFADE;
  styles.push(textStyle('closing-mark', t, closingIn, Infinity));
  styles.push(textStyle('closing-name', t, closingIn + TITLE_STAGGER, Infinity));
  styles.push(textStyle('closing-kicker', t, closingIn + 2 * TITLE_STAGGER, Infinity));
  styles.push({ id: 'opening', opacity: 1 - clamp(t / OPENING_FADE) });
  return styles;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page, with file:// URLs to the illustrations and the site's own fonts (the ones @fontsource ships). */
export function stageHtml(film: Timeline, dirs: { images: string; fonts: { display: string; body: string } }) {
  const shots = film.shots
    .map((shot, index) => {
      const size = coverSize(shot);
      const left = (FRAME.width - size.width) / 2;
      const top = (FRAME.height - size.height) / 2;
      return `<div class="layer shot" id="shot-${index}">
  <img src="file://${dirs.images}/${shot.image}" alt="" style="left:${left}px;top:${top}px;width:${size.width}px;height:${size.height}px">
  <div class="veil veil--${shot.tone}"></div>
</div>`;
    })
    .join('\n');
  const titles = film.chapters
    .map(
      (chapter, index) => `<div class="titles titles--${chapter.tone}${index === 0 ? ' titles--opening' : ''}">
  <p class="kicker" id="kicker-${index}">${escape(chapter.kicker)}</p>
  <h1 id="title-${index}">${escape(chapter.title)}</h1>
</div>`,
    )
    .join('\n');
  return `<!doctype html>
<html><head><meta charset="utf-8"><style>
@font-face { font-family: 'Cormorant Garamond'; font-weight: 600; src: url('file://${dirs.fonts.display}') format('woff2'); }
@font-face { font-family: 'Inter Variable'; font-weight: 100 900; src: url('file://${dirs.fonts.body}') format('woff2'); }
html, body { margin: 0; background: #0b3a2c; }
#stage { position: relative; width: ${FRAME.width}px; height: ${FRAME.height}px; overflow: hidden; }
.layer { position: absolute; inset: 0; overflow: hidden; }
.shot img { position: absolute; display: block; transform-origin: 50% 50%; }
.veil { position: absolute; inset: 0; }
.veil--dark { background: linear-gradient(90deg, rgb(7 42 32 / 74%) 0%, rgb(7 42 32 / 46%) 34%, rgb(7 42 32 / 0%) 64%); }
.veil--light { background: linear-gradient(90deg, rgb(251 248 242 / 92%) 0%, rgb(251 248 242 / 62%) 34%, rgb(251 248 242 / 0%) 64%); }
.titles { position: absolute; inset: 0 auto 0 96px; display: flex; flex-direction: column; justify-content: center; padding-bottom: 96px; max-width: 560px; }
.kicker { display: flex; align-items: center; gap: 14px; margin: 0 0 18px; font: 600 15px/1 'Inter Variable', sans-serif; letter-spacing: 0.2em; text-transform: uppercase; }
.kicker::before { content: ''; width: 40px; height: 1.5px; background: #c8a24a; }
h1 { margin: 0; font: 600 84px/1.02 'Cormorant Garamond', serif; letter-spacing: -0.005em; }
.titles--opening h1 { font-size: 76px; max-width: 9.5em; }
.titles--dark .kicker { color: #e3c77f; }
.titles--dark h1 { color: #ffffff; text-shadow: 0 2px 24px rgb(7 42 32 / 35%); }
.titles--light .kicker { color: #7a5c17; }
.titles--light h1 { color: #0b3a2c; }
#closing { background: radial-gradient(ellipse at 50% 42%, #fbf8f2 0%, #f3ebdd 70%, #e7dac2 100%); display: flex; flex-direction: column; align-items: center; justify-content: center; padding-bottom: 60px; }
#closing-mark { width: 96px; height: 123px; overflow: hidden; margin-bottom: 22px; }
#closing-mark img { height: 123px; display: block; }
#closing-name { margin: 0 0 20px; font: 600 104px/1 'Cormorant Garamond', serif; color: #0b3a2c; }
#closing-kicker { color: #7a5c17; margin: 0; }
#closing-kicker::after { content: ''; width: 40px; height: 1.5px; background: #c8a24a; }
.vignette { position: absolute; inset: 0; background: radial-gradient(ellipse at 50% 50%, rgb(0 0 0 / 0%) 58%, rgb(7 30 22 / 22%) 100%); }
#opening { background: #0b3a2c; }
</style></head><body><div id="stage">
${shots}
${titles}
<div class="layer" id="closing">
  <div id="closing-mark"><img src="file://${dirs.images}/logo.svg" alt=""></div>
  <p id="closing-name">Rihla</p>
  <p class="kicker" id="closing-kicker">${escape(CLOSING.kicker)}</p>
</div>
<div class="vignette"></div>
<div class="layer" id="opening"></div>
</div></body></html>`;
}
