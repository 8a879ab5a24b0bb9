import './Badge.css';

import type { ReactNode } from 'react';

export type BadgeVariant = 'neutral' | 'green' | 'gold' | 'red' | 'blue';

export interface BadgeProps {
  variant?: BadgeVariant;
  children: ReactNode;
  className?: string;
}

/** A small status label (roles, booking status, source). */
export function Badge({ variant = 'neutral', children, className }: BadgeProps) {
  return <span className={['badge', `badge--${variant}`, className].filter(Boolean).join(' ')}>{children}</span>;
}
