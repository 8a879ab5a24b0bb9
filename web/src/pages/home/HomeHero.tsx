import './HomeHero.css';

import { TripSearchForm } from '../../components/search/TripSearchForm';
import { ButtonLink, Card, Icon } from '../../components/ui';
import { DISPLAYED_RATING } from './homeContent';

function RatingStars() {
  return (
    <span className="rating__stars" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((index) => (
        <Icon key={index} name="star" filled />
      ))}
    </span>
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
          <TripSearchForm compact />
        </Card>
      </div>
    </section>
  );
}
