import { useId } from 'react';

import { formatPercent } from '../../lib/dashboard';

const SIZE = 160;
const STROKE = 18;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** 'Consultations share' as a ring filled to `share` (0..1) with the percentage in the middle. */
export function ShareRing({
  share,
  consultations,
  bookings,
}: {
  share: number;
  consultations: number;
  bookings: number;
}) {
  const id = useId();
  const percent = formatPercent(share);
  return (
    <svg className="admin-ring" viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
      <title id={`${id}-title`}>Consultations share</title>
      <desc id={`${id}-desc`}>{`${percent}: ${consultations} consultations against ${bookings} bookings.`}</desc>
      <g aria-hidden="true">
        <circle className="admin-ring__track" cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} strokeWidth={STROKE} fill="none" />
        <circle
          className="admin-ring__value"
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          strokeWidth={STROKE}
          fill="none"
          strokeDasharray={`${share * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
          transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
          strokeLinecap={share > 0 && share < 1 ? 'round' : 'butt'}
        />
        <text className="admin-ring__percent" x="50%" y="50%" dy="0.35em" textAnchor="middle">
          {percent}
        </text>
      </g>
    </svg>
  );
}
