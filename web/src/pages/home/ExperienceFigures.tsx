import './ExperienceFigures.css';

import { DISPLAYED_RATING, EXPERIENCE_FIGURES } from './homeContent';
import { HomeSection } from './HomeSection';

export function ExperienceFigures() {
  const figures = [
    ...EXPERIENCE_FIGURES,
    { value: DISPLAYED_RATING, label: 'Pilgrim rating', detail: 'Out of 5, as our pilgrims rate us' },
  ];
  return (
    <HomeSection titleId="figures-title" title="Our experience" titleClassName="sr-only">
      <dl className="figures">
        {figures.map((figure) => (
          <div key={figure.label} className="figure">
            <dt className="figure__label">{figure.label}</dt>
            <dd className="figure__value">{figure.value}</dd>
            <dd className="figure__detail">{figure.detail}</dd>
          </div>
        ))}
      </dl>
    </HomeSection>
  );
}
