import './Card.css';

import type { ElementType, HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render (article for a package, section for a form panel…). */
  as?: ElementType;
  /** white (default) on the page background, sand for a quieter panel. */
  tone?: 'white' | 'sand';
  /** Inner padding; 'none' lets media run to the edges. */
  padding?: 'none' | 'md' | 'lg';
  /** Lifts on hover, for cards that are links. */
  interactive?: boolean;
  children: ReactNode;
}

export function Card({
  as: Tag = 'div',
  tone = 'white',
  padding = 'md',
  interactive,
  className,
  children,
  ...rest
}: CardProps) {
  return (
    <Tag
      className={['card', `card--${tone}`, `card--pad-${padding}`, interactive && 'card--interactive', className]
        .filter(Boolean)
        .join(' ')}
      {...rest}
    >
      {children}
    </Tag>
  );
}
