/**
 * The home page film's script: its chapters in order, each with the site's own illustrations (web/public/images),
 * the title shown on screen and the narration line that the caption track carries. Times are derived, not written:
 * every shot overlaps the next by CROSSFADE seconds.
 */

/** Where a shot's camera is: zoom (1 = the illustration just covers the frame) and pan, -1..1 of what the zoom leaves. */
export interface Camera {
  zoom: number;
  panX: number;
  panY: number;
}

export interface Shot {
  /** Under web/public/images. */
  image: string;
  /** The illustration's own size (its viewBox), which sets how it covers the 16:9 frame. */
  width: number;
  height: number;
  seconds: number;
  from: Camera;
  to: Camera;
}

/** Dark: light type on a deep green veil. Light: green type on a sand veil. Every shot of a chapter shares it. */
export type Tone = 'dark' | 'light';

export interface Chapter {
  kicker: string;
  title: string;
  /** Shown as the caption while the chapter is on screen (the film has no sound). */
  narration: string;
  tone: Tone;
  shots: Shot[];
}

export const FRAME = { width: 1280, height: 720, fps: 30 } as const;
export const CROSSFADE = 1.2;
/** The closing card (logo and name on sand) holds this long after the last chapter. */
const CLOSING_SECONDS = 5;
export const CLOSING = {
  kicker: 'Umrah & pilgrimage journeys',
  narration: 'Rihla: Umrah and pilgrimage journeys, prepared with care.',
} as const;

const wide = { width: 1600, height: 900 };
const card = { width: 800, height: 500 };

const CHAPTERS: Chapter[] = [
  {
    kicker: 'A Rihla film',
    title: 'Walk the journey before you go',
    narration: 'Rihla means journey. This is the one we make together, step by step.',
    tone: 'dark',
    shots: [
      {
        image: 'video-poster.svg',
        ...wide,
        seconds: 6,
        from: { zoom: 1.02, panX: 0, panY: 0 },
        to: { zoom: 1.1, panX: 0.2, panY: 0.3 },
      },
    ],
  },
  {
    kicker: 'Before you leave',
    title: 'Preparation',
    narration: 'It begins at home: a lesson for every rite, your papers in order and your intention set.',
    tone: 'dark',
    shots: [
      {
        image: 'about.svg',
        width: 800,
        height: 700,
        seconds: 6.5,
        // Zoomed enough to slide the doorway right of the title, then down from the arch to the mosque.
        from: { zoom: 1.3, panX: -1, panY: -0.9 },
        to: { zoom: 1.36, panX: -1, panY: 0.1 },
      },
    ],
  },
  {
    kicker: 'The road',
    title: 'Travel',
    narration: 'You travel in a small group, with an experienced guide beside you.',
    tone: 'light',
    shots: [
      {
        image: 'packages/umr-eco-10.svg',
        ...card,
        seconds: 6.5,
        from: { zoom: 1.02, panX: -0.6, panY: 0 },
        to: { zoom: 1.1, panX: 0.5, panY: -0.2 },
      },
    ],
  },
  {
    kicker: 'The sacred mosque',
    title: 'Makkah',
    narration: 'In Makkah, the Kaaba: tawaf, sa’i and prayer in the Haram, with your hotel close by.',
    tone: 'dark',
    shots: [
      {
        image: 'packages/haj-vip-18.svg',
        ...card,
        seconds: 5,
        from: { zoom: 1.02, panX: 0, panY: 0 },
        to: { zoom: 1.14, panX: 0.15, panY: 0.6 },
      },
      {
        image: 'packages/umr-ram-15.svg',
        ...card,
        seconds: 4.5,
        from: { zoom: 1.1, panX: -0.3, panY: 0.4 },
        to: { zoom: 1.03, panX: 0.1, panY: 0 },
      },
    ],
  },
  {
    kicker: 'For Hajj',
    title: 'Mina and Arafat',
    narration: 'For Hajj, the tents of Mina and the standing on the plain of Arafat.',
    tone: 'dark',
    shots: [
      {
        image: 'packages/haj-prem-21.svg',
        ...card,
        seconds: 6,
        from: { zoom: 1.03, panX: -0.4, panY: 0.2 },
        to: { zoom: 1.1, panX: 0.4, panY: 0 },
      },
    ],
  },
  {
    kicker: 'The city of the Prophet',
    title: 'Madinah',
    narration: 'Then on to Madinah, to pray in the Prophet’s Mosque and rest in its calm.',
    tone: 'light',
    shots: [
      {
        image: 'packages/umr-std-14.svg',
        ...card,
        seconds: 4.5,
        from: { zoom: 1.02, panX: -0.8, panY: 0 },
        to: { zoom: 1.06, panX: 0.8, panY: 0 },
      },
      {
        image: 'packages/umr-mad-9.svg',
        ...card,
        seconds: 5,
        from: { zoom: 1.08, panX: 0.3, panY: -0.2 },
        to: { zoom: 1.02, panX: 0, panY: 0 },
      },
    ],
  },
  {
    kicker: 'Home again',
    title: 'The return',
    narration: 'And home again, carrying what you found there.',
    tone: 'dark',
    shots: [
      {
        image: 'hero.svg',
        ...wide,
        seconds: 6,
        from: { zoom: 1.02, panX: 0.4, panY: 0 },
        to: { zoom: 1.1, panX: 0.9, panY: -0.5 },
      },
    ],
  },
];

export interface TimedShot extends Shot {
  start: number;
  end: number;
  tone: Tone;
}

export interface TimedChapter extends Chapter {
  start: number;
  end: number;
}

export interface Timeline {
  chapters: TimedChapter[];
  shots: TimedShot[];
  /** When the closing card starts fading in, and when the film ends. */
  closingStart: number;
  duration: number;
}

/** Lays the chapters end to end, each shot starting CROSSFADE seconds before the previous one ends. */
export function timeline(chapters: Chapter[] = CHAPTERS): Timeline {
  const shots: TimedShot[] = [];
  const timed: TimedChapter[] = [];
  let cursor = 0;
  for (const chapter of chapters) {
    const start = cursor;
    for (const shot of chapter.shots) {
      shots.push({ ...shot, start: cursor, end: cursor + shot.seconds, tone: chapter.tone });
      cursor += shot.seconds - CROSSFADE;
    }
    timed.push({ ...chapter, start, end: cursor + CROSSFADE });
  }
  return { chapters: timed, shots, closingStart: cursor, duration: cursor + CLOSING_SECONDS };
}
