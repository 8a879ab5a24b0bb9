import './HomeAbout.css';

import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { ButtonLink, IconList, type IconListItem } from '../../components/ui';
import { HomeSection } from './HomeSection';

const messages = defineMessages({
  licensed: { id: 'home.about.promise.licensed', defaultMessage: 'Licensed operator with fully protected payments' },
  groups: { id: 'home.about.promise.groups', defaultMessage: 'Small groups led by scholars and experienced guides' },
  care: { id: 'home.about.promise.care', defaultMessage: 'Care for elderly pilgrims and special needs' },
  imageAlt: { id: 'home.about.imageAlt', defaultMessage: 'Pilgrims walking together towards the mosque at dusk' },
});

const PROMISES = [
  { icon: 'shield', message: messages.licensed },
  { icon: 'users', message: messages.groups },
  { icon: 'heart', message: messages.care },
] as const;

export function HomeAbout() {
  const intl = useIntl();
  const promises: IconListItem[] = PROMISES.map(({ icon, message }) => ({ icon, text: intl.formatMessage(message) }));
  return (
    <HomeSection id="about" titleId="about-title" containerClassName="split about">
      <div className="about__media media-fill">
        <img
          src="/images/about.svg"
          alt={intl.formatMessage(messages.imageAlt)}
          width={640}
          height={520}
          loading="lazy"
        />
      </div>
      <div className="stack about__text">
        <p className="eyebrow">
          <FormattedMessage id="home.about.eyebrow" defaultMessage="About Rihla" />
        </p>
        <h2 id="about-title">
          <FormattedMessage id="home.about.title" defaultMessage="A journey of the heart, planned with care" />
        </h2>
        <p className="muted">
          <FormattedMessage
            id="home.about.text"
            defaultMessage="Rihla means journey. For twenty years we have helped families and first-time pilgrims perform Umrah with calm and confidence: every detail arranged, every question answered, every step accompanied."
          />
        </p>
        <IconList items={promises} className="about__promises" />
        <ButtonLink to="/training" variant="secondary">
          <FormattedMessage id="home.about.training" defaultMessage="How we prepare you" />
        </ButtonLink>
      </div>
    </HomeSection>
  );
}
