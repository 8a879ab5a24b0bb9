import { useEffect, useState } from 'react';

function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/** Seconds left on a seat hold, ticking every second; null when nothing is held. */
export function useHoldCountdown(holdExpiresAt: string | null | undefined): number | null {
  const deadline = holdExpiresAt ? Date.parse(holdExpiresAt) : Number.NaN;
  const [secondsLeft, setSecondsLeft] = useState(() => (Number.isNaN(deadline) ? null : secondsUntil(deadline)));

  useEffect(() => {
    if (Number.isNaN(deadline)) {
      setSecondsLeft(null);
      return undefined;
    }
    setSecondsLeft(secondsUntil(deadline));
    const timer = setInterval(() => {
      const left = secondsUntil(deadline);
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  return secondsLeft;
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
