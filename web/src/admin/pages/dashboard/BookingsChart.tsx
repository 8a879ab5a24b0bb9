import { useId } from 'react';

import { axisTicks, monthLabel } from '../../lib/dashboard';

export interface MonthCount {
  month: string;
  count: number;
}

const WIDTH = 560;
const HEIGHT = 260;
const PAD = { top: 24, right: 16, bottom: 52, left: 52 };

/** 'Bookings (last 6 months)': one bar per month with its value, labelled axes, and a <title>/<desc> for readers. */
export function BookingsChart({ series }: { series: readonly MonthCount[] }) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const max = Math.max(0, ...series.map((point) => point.count));
  const { top, ticks } = axisTicks(max);
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = series.length ? plotW / series.length : plotW;
  const barW = Math.min(56, slot * 0.6);
  const y = (value: number) => PAD.top + plotH - (value / top) * plotH;
  const description = series.length
    ? series.map((point) => `${monthLabel(point.month, true)}: ${point.count}`).join(', ')
    : 'No bookings yet.';

  return (
    <svg
      className="admin-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      preserveAspectRatio="xMidYMid meet"
    >
      <title id={titleId}>Bookings (last 6 months)</title>
      <desc id={descId}>{description}</desc>
      <g aria-hidden="true">
        {ticks.map((tick) => (
          <g key={tick}>
            <line className="admin-chart__grid" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} />
            <text className="admin-chart__tick" x={PAD.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
              {tick}
            </text>
          </g>
        ))}
        <line className="admin-chart__axis" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} />
        {series.map((point, index) => {
          const cx = PAD.left + slot * index + slot / 2;
          const barH = y(0) - y(point.count);
          return (
            <g key={point.month} className="admin-chart__bar-group">
              <rect
                className="admin-chart__bar"
                x={cx - barW / 2}
                y={y(point.count)}
                width={barW}
                height={Math.max(barH, 0)}
                rx={4}
              />
              <text className="admin-chart__value" x={cx} y={y(point.count) - 6} textAnchor="middle">
                {point.count}
              </text>
              <text className="admin-chart__month" x={cx} y={y(0) + 18} textAnchor="middle">
                {monthLabel(point.month)}
              </text>
            </g>
          );
        })}
        <text className="admin-chart__label" x={PAD.left + plotW / 2} y={HEIGHT - 8} textAnchor="middle">
          Month
        </text>
        <text
          className="admin-chart__label"
          transform={`translate(14 ${PAD.top + plotH / 2}) rotate(-90)`}
          textAnchor="middle"
        >
          Bookings
        </text>
      </g>
    </svg>
  );
}
