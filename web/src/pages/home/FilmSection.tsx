import './FilmSection.css';

import { useState } from 'react';

import { ButtonLink, Icon, Modal } from '../../components/ui';
import { HomeSection } from './HomeSection';

/** The film's poster, shown on the play button and again in the dialog. */
const POSTER = { src: '/images/video-poster.svg', width: 960, height: 540 };

/** The film teaser: a local poster with a play affordance (no external video is embedded on the home page). */
export function FilmSection() {
  const [open, setOpen] = useState(false);
  return (
    <HomeSection titleId="film-title" tone="dark" containerClassName="split film">
      <div className="stack">
        <p className="eyebrow film__eyebrow">Watch</p>
        <h2 id="film-title">Walk the journey before you go</h2>
        <p>From the first talbiyah to the farewell tawaf: see how a Rihla group travels, prays and rests together.</p>
      </div>
      <button
        type="button"
        className="film__poster"
        onClick={() => setOpen(true)}
        aria-label="Play the film: Walk the journey before you go"
      >
        <img {...POSTER} alt="" loading="lazy" />
        <span className="film__play" aria-hidden="true">
          <Icon name="play" filled />
        </span>
      </button>
      {/* Rendered into document.body by the portal, so its place here only ties it to the section's state. */}
      <Modal open={open} onClose={() => setOpen(false)} title="Walk the journey before you go" size="lg">
        <div className="film__modal">
          <img {...POSTER} alt="A Rihla group walking through the courtyard of the mosque" />
          <p>
            Our film is being finished and will premiere here soon. Until then, our preparation lessons walk you through
            every rite, step by step.
          </p>
          <ButtonLink to="/training" variant="secondary">
            Start the lessons
          </ButtonLink>
        </div>
      </Modal>
    </HomeSection>
  );
}
