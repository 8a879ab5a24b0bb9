import { useSyncExternalStore } from 'react';

// Module state: one listener however many subscribers, and the last offset to tell the direction from.
let lastY = 0;
let goingUp = false;
const listeners = new Set<() => void>();

function onScroll() {
  const y = window.scrollY;
  const up = y < lastY;
  lastY = y;
  if (up === goingUp) return;
  goingUp = up;
  listeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void) {
  if (listeners.size === 0) {
    lastY = window.scrollY;
    window.addEventListener('scroll', onScroll, { passive: true });
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('scroll', onScroll);
  };
}

/** Whether the last scroll moved the page up (the reader is heading back), re-rendering only when that flips. */
export function useScrollingUp(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => goingUp,
    () => false,
  );
}
