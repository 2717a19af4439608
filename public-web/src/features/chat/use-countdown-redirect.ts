import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Goes to `to` after `delayMs` once `active` is true, and says how many seconds are left (the thank-you
 * overlay's 10 s and the appointment's 6 s, both in shared/src/limits.ts).
 */
export function useCountdownRedirect(active: boolean, delayMs: number, to = '/') {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(delayMs / 1000));

  useEffect(() => {
    if (!active) return;
    const deadline = Date.now() + delayMs;
    setSecondsLeft(Math.ceil(delayMs / 1000));
    const tick = setInterval(() => setSecondsLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000))), 500);
    const go = setTimeout(() => navigate(to), delayMs);
    return () => {
      clearInterval(tick);
      clearTimeout(go);
    };
  }, [active, delayMs, navigate, to]);

  return secondsLeft;
}
