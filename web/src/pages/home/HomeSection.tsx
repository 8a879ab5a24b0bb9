import type { ReactNode } from 'react';

export interface HomeSectionProps {
  /** The id of the section's h2, which names the section for assistive technology. */
  titleId: string;
  /** Rendered as that h2 before the content; leave it out when the content places its own h2 with `titleId`. */
  title?: ReactNode;
  titleClassName?: string;
  tone?: 'tight' | 'sand' | 'dark';
  /** An anchor other pages link to (e.g. /#about). */
  id?: string;
  containerClassName?: string;
  children: ReactNode;
}

/** The home page's band: a labelled section with its centred container. */
export function HomeSection({
  titleId,
  title,
  titleClassName,
  tone,
  id,
  containerClassName,
  children,
}: HomeSectionProps) {
  return (
    <section id={id} className={tone ? `section section--${tone}` : 'section'} aria-labelledby={titleId}>
      <div className={containerClassName ? `container ${containerClassName}` : 'container'}>
        {title !== undefined && (
          <h2 id={titleId} className={titleClassName}>
            {title}
          </h2>
        )}
        {children}
      </div>
    </section>
  );
}
