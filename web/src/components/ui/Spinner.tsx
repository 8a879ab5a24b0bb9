import './Spinner.css';

import type { CSSProperties } from 'react';
import { defineMessages } from 'react-intl';

import { useKitIntl } from './kitIntl';

const messages = defineMessages({
  loading: { id: 'ui.spinner.loading', defaultMessage: 'Loading…' },
});

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers ('Loading…' by default); '' makes it purely decorative (e.g. in a busy button). */
  label?: string;
}

export function Spinner({ size = 'md', label }: SpinnerProps) {
  const intl = useKitIntl();
  if (label === '') return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
  return (
    <span role="status" className="spinner-wrap">
      <span className={`spinner spinner--${size}`} aria-hidden="true" />
      <span className="sr-only">{label ?? intl.formatMessage(messages.loading)}</span>
    </span>
  );
}

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** A round placeholder (avatars). */
  circle?: boolean;
  className?: string;
}

/** A shimmering placeholder that reserves the space of content still loading. */
export function Skeleton({ width = '100%', height = '1em', circle = false, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={['skeleton', circle && 'skeleton--circle', className].filter(Boolean).join(' ')}
      style={{ width, height }}
    />
  );
}
