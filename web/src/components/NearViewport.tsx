import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

type Props = {
  children: ReactNode;
  /** Holds the space of what comes, so nothing below moves when it arrives. */
  placeholderClassName: string;
  /** Shown in that space until then (e.g. a control that says what is coming); empty by default. */
  placeholder?: ReactNode;
  /** Start when the place comes within `margin` of the viewport; false: only when the reader reaches for it. */
  observe?: boolean;
  /** How far outside the viewport to start (CSS margin): early enough that the reader never sees the placeholder. */
  margin?: string;
};

/**
 * Renders `children` (typically a lazily loaded part) once its place comes near the viewport, or once the reader
 * focuses or touches the placeholder; then focus moves to the first field of what arrived, so a reader who
 * reached for it carries on typing. Parts below the fold, or behind a tap on a phone, then cost nothing on the
 * first load. Without IntersectionObserver (old browsers, jsdom) it renders at once.
 */
export function NearViewport({ children, placeholderClassName, placeholder, observe = true, margin = '600px' }: Props) {
  const space = useRef<HTMLDivElement>(null);
  // Rendered ahead of time (no window: the home page's served first screen), it waits, as in a browser.
  const [state, setState] = useState<'waiting' | 'near' | 'reached'>(() =>
    typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined' ? 'near' : 'waiting',
  );

  useEffect(() => {
    const element = space.current;
    if (state !== 'waiting' || !observe || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setState('near');
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [state, observe, margin]);

  if (state === 'waiting') {
    // Focus (keyboard, or a click in most browsers) and pointerdown (touch, and Safari, which does not focus a
    // clicked button) both come from the placeholder's own control; the wrapper only listens.
    const reach = () => setState('reached');
    return (
      <div ref={space} className={placeholderClassName} onFocus={reach} onPointerDown={reach}>
        {placeholder}
      </div>
    );
  }
  return (
    <div ref={space}>
      <Suspense fallback={<div className={placeholderClassName} aria-busy="true" />}>
        {children}
        {state === 'reached' && <FocusFirstField within={space} />}
      </Suspense>
    </div>
  );
}

/** Rendered with the arrived content, so its effect runs once that content is on the page. */
function FocusFirstField({ within }: { within: React.RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    within.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
  }, [within]);
  return null;
}
