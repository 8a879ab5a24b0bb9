import './ExperienceFigures.css';

import { DISPLAYED_RATING, EXPERIENCE_FIGURES } from './homeContent';

export function ExperienceFigures() {
  const figures = [
    ...EXPERIENCE_FIGURES,
    { value: DISPLAYED_RATING, label: 'Pilgrim rating', detail: 'Out of 5, from reviews after every journey' },
  ];
  return (
    <section className="section" aria-labelledby="figures-title">
      <div className="container">
        <h2 id="figures-title" className="sr-only">
          Our experience
        </h2>
        <dl className="figures">
          {figures.map((figure) => (
            <div key={figure.label} className="figure">
              <dt className="figure__label">{figure.label}</dt>
              <dd className="figure__value">{figure.value}</dd>
              <dd className="figure__detail">{figure.detail}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
