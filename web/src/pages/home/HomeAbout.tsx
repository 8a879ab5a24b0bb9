import './HomeAbout.css';

import { ButtonLink, IconList, type IconListItem } from '../../components/ui';
import { HomeSection } from './HomeSection';

const PROMISES: IconListItem[] = [
  { icon: 'shield', text: 'Licensed operator with fully protected payments' },
  { icon: 'users', text: 'Small groups led by scholars and experienced guides' },
  { icon: 'heart', text: 'Care for elderly pilgrims and special needs' },
];

export function HomeAbout() {
  return (
    <HomeSection id="about" titleId="about-title" containerClassName="split about">
      <div className="about__media media-fill">
        <img
          src="/images/about.svg"
          alt="Pilgrims walking together towards the mosque at dusk"
          width={640}
          height={520}
          loading="lazy"
        />
      </div>
      <div className="stack about__text">
        <p className="eyebrow">About Rihla</p>
        <h2 id="about-title">A journey of the heart, planned with care</h2>
        <p className="muted">
          Rihla means journey. For twenty years we have helped families and first-time pilgrims perform Umrah with calm
          and confidence: every detail arranged, every question answered, every step accompanied.
        </p>
        <IconList items={PROMISES} className="about__promises" />
        <ButtonLink to="/training" variant="secondary">
          How we prepare you
        </ButtonLink>
      </div>
    </HomeSection>
  );
}
