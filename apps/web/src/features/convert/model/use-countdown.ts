import { useEffect, useRef, useState } from 'react';

/** Whole seconds left until `deadline` (ms since the epoch), never below 0. */
export const secondsLeft = (deadline: number, now: number) => Math.max(0, Math.ceil((deadline - now) / 1000));

/**
 * Seconds left until `deadline` (null: nothing counts down), ticking every quarter second so the
 * number changes on time; `onExpire` is called once when it reaches 0. The caller takes the
 * deadline on this clock from the quote's `expiresInSeconds`, so a skewed device clock does not matter.
 */
export function useCountdown(deadline: number | null, onExpire: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  // The latest callback, without restarting the count when the caller re-renders.
  const expire = useRef(onExpire);
  expire.current = onExpire;
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= deadline) {
        clearInterval(timer);
        expire.current();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? 0 : secondsLeft(deadline, now);
}
