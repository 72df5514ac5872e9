import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a moment, ticking each second (the code button's 60 s, the QR code's
 * expiry). Measured against the clock, not by counting ticks, so a throttled background tab
 * still ends on time.
 */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= endsAt) setEndsAt(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setEndsAt(seconds > 0 ? at + seconds * 1000 : null);
  }, []);
  const stop = useCallback(() => setEndsAt(null), []);

  const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { secondsLeft, running: secondsLeft > 0, start, stop };
}
