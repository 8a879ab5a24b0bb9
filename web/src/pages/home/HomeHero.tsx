import './HomeHero.css';

import { NearViewport } from '../../components/NearViewport';
import { ButtonLink, Card, Icon } from '../../components/ui';
import { DeferredTripSearchForm } from '../../lazyPages';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { DISPLAYED_RATING } from './homeContent';

// The width below which the compact search stacks into one column (TripSearchForm.css).
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
 * like a search field and loads it on the first touch, focusing its first field.
 */
function HeroSearchForm() {
  const phone = useMediaQuery(PHONE_SEARCH_QUERY);
  return (
    <NearViewport
      placeholderClassName="hero__search-waiting"
      observe={!phone}
      placeholder={
        phone && (
          <button type="button" className="hero__search-prompt">
            <Icon name="search" />
            <span>Where from, where to?</span>
          </button>
        )
      }
    >
      <DeferredTripSearchForm compact />
    </NearViewport>
  );
}

export function HomeHero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__stage">
        <img className="hero__image" src="/images/hero.svg" alt="" width={1600} height={900} fetchPriority="high" />
        <div className="hero__veil" aria-hidden="true" />
        <div className="container hero__content">
          <p className="eyebrow hero__eyebrow">Umrah &amp; pilgrimage journeys</p>
          <h1 id="hero-title" className="hero__title">
            <span className="hero__title-line">Answer the call.</span>{' '}
            <span className="hero__title-line">We will carry the rest.</span>
          </h1>
          <p className="hero__lead">
            Visas, flights, hotels steps from the Haram and a guide beside you — so your heart can stay on worship.
          </p>
          <div className="hero__actions">
            <ButtonLink to="/packages" size="lg">
              Explore packages
            </ButtonLink>
            <ButtonLink to="/consultation" size="lg" variant="secondary" className="hero__secondary">
              Free consultation
            </ButtonLink>
          </div>
          <p className="rating">
            <RatingStars />
            <span>
              Rated <strong>{DISPLAYED_RATING}</strong> out of 5 by our pilgrims
            </span>
          </p>
        </div>
      </div>
      <div className="container hero__search">
        <Card padding="lg">
          <h2 className="hero__search-title">Find your way to the holy cities</h2>
          <HeroSearchForm />
        </Card>
      </div>
    </section>
  );
}
