import { useCallback, useEffect, useState } from 'react';
import { RATE_LIMIT_LOCK_MS } from '@valuta/shared/limits';

/**
 * The 20-second lock after a rate-limit answer (spec §4, §9). It counts down in whole seconds so the
 * composer can say how long is left.
 */
export function useRateLimitLock(durationMs = RATE_LIMIT_LOCK_MS) {
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (lockedUntil === null) return;
    const tick = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= lockedUntil) setLockedUntil(null);
    }, 250);
    const end = setTimeout(() => setLockedUntil(null), Math.max(0, lockedUntil - Date.now()));
    return () => {
      clearInterval(tick);
      clearTimeout(end);
    };
  }, [lockedUntil]);

  const lock = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setLockedUntil(start + durationMs);
  }, [durationMs]);

  const locked = lockedUntil !== null;
  const secondsLeft = locked ? Math.max(1, Math.ceil((lockedUntil - now) / 1000)) : 0;
  return { locked, secondsLeft, lock };
}
