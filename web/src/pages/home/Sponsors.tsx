import './Sponsors.css';

import { FormattedMessage } from 'react-intl';

import { SPONSORS } from './homeContent';
import { HomeSection } from './HomeSection';

export function Sponsors() {
  return (
    <HomeSection
      titleId="sponsors-title"
      title={<FormattedMessage id="home.sponsors.title" defaultMessage="Trusted partners" />}
      titleClassName="sponsors__title"
      tone="tight"
    >
      <ul className="sponsors">
        {SPONSORS.map((sponsor) => (
          <li key={sponsor.file}>
            <img src={`/images/${sponsor.file}`} alt={sponsor.name} width={160} height={56} loading="lazy" />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
