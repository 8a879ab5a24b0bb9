import './HomeHero.css';

import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { NearViewport } from '../../components/NearViewport';
import { ButtonLink, Card, Icon } from '../../components/ui';
import { DeferredTripSearchForm } from '../../lazyPages';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { FIRST_SCREEN_RATING } from './homeContent';

// The width below which the compact search stacks into one column (TripSearchForm.css); HomeHero.css shows the
// prompt below it.
const PHONE_SEARCH_QUERY = '(max-width: 560px)';

function RatingStars() {
  return (
    <span className="rating__stars" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((index) => (
        <Icon key={index} name="star" filled />
      ))}
    </span>
  );
}

/**
 * The trip search (react-hook-form and zod, ~27 kB Brotli) stays off the first load. Wide screens load it as it
 * nears the viewport. On a phone the hero fills the first screen, so the form waits behind a prompt that looks
 * like a search field and loads it on the first touch, focusing its first field. The prompt is always rendered
 * and shown by the stylesheet at the phone width, so the first screen written into the served page at build time
 * (which knows no width) is the one the app renders.
 */
function HeroSearchForm() {
  const phone = useMediaQuery(PHONE_SEARCH_QUERY);
  return (
    <NearViewport
      placeholderClassName="hero__search-waiting"
      observe={!phone}
      placeholder={
        <button type="button" className="hero__search-prompt">
          <Icon name="search" />
          <span>
            <FormattedMessage id="home.hero.searchPrompt" defaultMessage="Where from, where to?" />
          </span>
        </button>
      }
    >
      <DeferredTripSearchForm compact />
    </NearViewport>
  );
}

/** The title's lines, keyed in order: the message returns them in one array. */
function titleLines() {
  let index = 0;
  return (chunks: ReactNode[]) => (
    <span key={index++} className="hero__title-line">
      {chunks}
    </span>
  );
}

/** `rating`: the site's pilgrim rating once the home query has it (the served first screen shows the spec's). */
export function HomeHero({ rating = FIRST_SCREEN_RATING }: { rating?: number }) {
  const intl = useIntl();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__stage">
        <img className="hero__image" src="/images/hero.svg" alt="" width={1600} height={900} fetchPriority="high" />
        <div className="hero__veil" aria-hidden="true" />
        <div className="container hero__content">
          <p className="eyebrow hero__eyebrow">
            <FormattedMessage id="home.hero.eyebrow" defaultMessage="Umrah & pilgrimage journeys" />
          </p>
          <h1 id="hero-title" className="hero__title">
            {/* Two lines on wide screens: one message, so each language words the call as a whole. */}
            <FormattedMessage
              id="home.hero.title"
              defaultMessage="<line>Answer the call.</line> <line>We will carry the rest.</line>"
              values={{
                line: titleLines(),
              }}
            />
          </h1>
          <p className="hero__lead">
            <FormattedMessage
              id="home.hero.lead"
              defaultMessage="Visas, flights, hotels steps from the Haram and a guide beside you — so your heart can stay on worship."
            />
          </p>
          <div className="hero__actions">
            <ButtonLink to="/packages" size="lg">
              <FormattedMessage id="home.hero.explore" defaultMessage="Explore packages" />
            </ButtonLink>
            <ButtonLink to="/consultation" size="lg" variant="secondary" className="hero__secondary">
              <FormattedMessage id="home.hero.consultation" defaultMessage="Free consultation" />
            </ButtonLink>
          </div>
          <p className="rating">
            <RatingStars />
            <span>
              <FormattedMessage
                id="home.hero.rating"
                defaultMessage="Rated <strong>{rating}</strong> out of {max} by our pilgrims"
                values={{
                  rating: intl.formatNumber(rating, { minimumFractionDigits: 1 }),
                  max: intl.formatNumber(5),
                  strong: (chunks) => <strong key="rating">{chunks}</strong>,
                }}
              />
            </span>
          </p>
        </div>
      </div>
      <div className="container hero__search">
        <Card padding="lg">
          <h2 className="hero__search-title">
            <FormattedMessage id="home.hero.searchTitle" defaultMessage="Find your way to the holy cities" />
          </h2>
          <HeroSearchForm />
        </Card>
      </div>
    </section>
  );
}
