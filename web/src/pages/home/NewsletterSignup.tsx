import './NewsletterSignup.css';

import { FormattedMessage } from 'react-intl';

import { NearViewport } from '../../components/NearViewport';
import { DeferredNewsletterForm } from '../../lazyPages';

export function NewsletterSignup() {
  return (
    <section className="section" aria-labelledby="newsletter-title">
      <div className="container">
        <div className="split newsletter">
          <div className="stack newsletter__text">
            <p className="eyebrow">
              <FormattedMessage id="newsletter.signup.eyebrow" defaultMessage="Newsletter" />
            </p>
            <h2 id="newsletter-title">
              <FormattedMessage
                id="newsletter.signup.title"
                defaultMessage="New dates and early prices, when our letter begins"
              />
            </h2>
            <p className="muted">
              <FormattedMessage
                id="newsletter.signup.text"
                defaultMessage="Leave your address for our coming newsletter: new departures, early prices and a short reflection for the road. We first email you a link to confirm the address; until you open it we send nothing more, and every email carries a link to unsubscribe."
              />
            </p>
          </div>
          <NearViewport placeholderClassName="newsletter__form newsletter__form--waiting">
            <DeferredNewsletterForm />
          </NearViewport>
        </div>
      </div>
    </section>
  );
}
