import { useEffect, useState } from 'react';

/**
 * Whole seconds left of something that lives `seconds` from `since` (the moment it arrived, by
 * this device's clock: the server's `expiresInSeconds` does not depend on a skewed clock), ticking
 * every second; 0 once it is over. Null while there is nothing to count.
 */
export function useCountdown(from: { seconds: number; since: number } | null): number | null {
  const left = () => (from ? Math.max(0, Math.ceil(from.seconds - (Date.now() - from.since) / 1000)) : null);
  const [value, setValue] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts only when a new countdown begins.
  useEffect(() => {
    setValue(left());
    if (!from) return;
    const timer = setInterval(() => {
      const next = left();
      setValue(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [from]);
  return value;
}
