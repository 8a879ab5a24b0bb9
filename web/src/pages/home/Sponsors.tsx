import './Sponsors.css';

import { SPONSORS } from './homeContent';

export function Sponsors() {
  return (
    <section className="section section--tight" aria-labelledby="sponsors-title">
      <div className="container">
        <h2 id="sponsors-title" className="sponsors__title">
          Trusted partners
        </h2>
        <ul className="sponsors">
          {SPONSORS.map((sponsor) => (
            <li key={sponsor.file}>
              <img src={`/images/${sponsor.file}`} alt={sponsor.name} width={160} height={56} loading="lazy" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
