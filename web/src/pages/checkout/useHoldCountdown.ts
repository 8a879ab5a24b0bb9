import { useEffect, useState } from 'react';

/** Seconds left on a seat hold, ticking every second; null when nothing is held. */
export function useHoldCountdown(holdExpiresAt: string | null | undefined): number | null {
  const deadline = holdExpiresAt ? Date.parse(holdExpiresAt) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (Number.isNaN(deadline)) return undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    };
    // The first tick at once: `now` may be old when a new deadline arrives.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [deadline]);

  return Number.isNaN(deadline) ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** 18:42 (minutes:seconds), 1:05:00 past an hour. */
export function formatCountdown(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${String(minutes).padStart(2, '0')}:${seconds}`;
}
