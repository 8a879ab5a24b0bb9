import './FilmSection.css';

import { useId, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageValue, type NoMessageValues, useIntl } from 'react-intl';

import { ButtonLink, Icon, Modal } from '../../components/ui';
import { LOCALE_NAMES } from '../../i18n/locales';
import { HomeSection } from './HomeSection';

/** The illustration the film opens on, as the play button's cover: the home page loads nothing of the film itself. */
const COVER = { src: '/images/video-poster.svg', width: 960, height: 540 };

/** The film, rendered from the site's illustrations by scripts/film/render.ts (which prints its length). */
const FILM = {
  /** Its length as the player shows it, and in seconds for the play button's name. */
  length: { clock: '0:44', seconds: 44 },
  poster: '/film/rihla-film-poster.webp',
  sources: [
    { src: '/film/rihla-film.webm', type: 'video/webm; codecs="vp9"' },
    { src: '/film/rihla-film.mp4', type: 'video/mp4; codecs="avc1.640028"' },
  ],
  captions: '/film/rihla-film.en.vtt',
} as const;

const messages = defineMessages<{
  readonly title: NoMessageValues;
  readonly play: { readonly clock: MessageValue; readonly seconds: number | bigint; readonly title: MessageValue };
}>({
  title: { id: 'home.film.title', defaultMessage: 'Walk the journey before you go' },
  play: {
    id: 'home.film.play',
    defaultMessage: 'Play the film: {title} ({seconds, plural, one {# second} other {# seconds}}) {clock}',
  },
});

/** The film teaser: a poster button that opens the film in a dialog, where it starts playing. */
export function FilmSection() {
  const [open, setOpen] = useState(false);
  const noteId = useId();
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  return (
    <HomeSection titleId="film-title" tone="dark" containerClassName="split film">
      <div className="stack">
        <p className="eyebrow film__eyebrow">
          <FormattedMessage id="home.film.eyebrow" defaultMessage="Watch" />
        </p>
        <h2 id="film-title">{title}</h2>
        <p>
          <FormattedMessage
            id="home.film.description"
            defaultMessage="A short illustrated film of the journey with Rihla: preparing at home, the road, Makkah, Mina and Arafat, Madinah, and the return."
          />
        </p>
      </div>
      <button
        type="button"
        className="film__poster"
        onClick={() => setOpen(true)}
        // The name holds the length shown on the poster: a name without the text on screen is not the one a
        // voice-control user says (axe: label-content-name-mismatch).
        aria-label={intl.formatMessage(messages.play, {
          title,
          seconds: FILM.length.seconds,
          clock: FILM.length.clock,
        })}
      >
        <img {...COVER} alt="" loading="lazy" />
        <span className="film__play" aria-hidden="true">
          <Icon name="play" filled />
        </span>
        <span className="film__length" aria-hidden="true">
          {FILM.length.clock}
        </span>
      </button>
      {/* Rendered into document.body by the portal; closing unmounts the video, which stops it. */}
      <Modal open={open} onClose={() => setOpen(false)} title={title} size="lg">
        <div className="film__modal">
          {/* The visitor asked for it with the play button, so it starts (muted, as it has no sound, so that no
              browser's autoplay rule can hold it back); nothing of it is fetched before the dialog opens. */}
          <video
            className="film__video"
            controls
            autoPlay
            muted
            playsInline
            preload="none"
            poster={FILM.poster}
            width={1280}
            height={720}
            aria-describedby={noteId}
          >
            {FILM.sources.map((source) => (
              <source key={source.src} src={source.src} type={source.type} />
            ))}
            {/* The narration is captioned in English only, whatever the page's language. */}
            <track kind="captions" src={FILM.captions} srcLang="en" label={LOCALE_NAMES.en} default />
          </video>
          <p id={noteId} className="muted film__note">
            <FormattedMessage
              id="home.film.note"
              defaultMessage="The film has no sound: its narration appears as English captions, which the player can turn off."
            />
          </p>
          <ButtonLink to="/training" variant="secondary">
            <FormattedMessage id="home.film.lessons" defaultMessage="Start the lessons" />
          </ButtonLink>
        </div>
      </Modal>
    </HomeSection>
  );
}
