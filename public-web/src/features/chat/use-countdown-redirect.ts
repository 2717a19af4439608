import { useEffect, useState } from 'react';
import { useSiteNavigate } from '../../lib/site-navigation';

/**
 * Goes to `to` after `delayMs` once `active` is true, and says how many seconds are left (the thank-you
 * overlay's 10 s and the appointment's 6 s, both in shared/src/limits.ts).
 */
export function useCountdownRedirect(active: boolean, delayMs: number, to = '/') {
  const navigate = useSiteNavigate();
  const fullSeconds = Math.ceil(delayMs / 1000);
  const [secondsLeft, setSecondsLeft] = useState(fullSeconds);

  // A countdown that starts (again, or with another delay or target) shows the whole delay from its first
  // frame: the count is reset while rendering, the timers below only move it on.
  const countdown = active ? `${delayMs} ${to}` : null;
  const [shownCountdown, setShownCountdown] = useState(countdown);
  if (countdown !== shownCountdown) {
    setShownCountdown(countdown);
    if (countdown !== null) setSecondsLeft(fullSeconds);
  }

  useEffect(() => {
    if (!active) return;
    const deadline = Date.now() + delayMs;
    const tick = setInterval(() => setSecondsLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000))), 500);
    const go = setTimeout(() => navigate(to), delayMs);
    return () => {
      clearInterval(tick);
      clearTimeout(go);
    };
  }, [active, delayMs, navigate, to]);

  return secondsLeft;
}
