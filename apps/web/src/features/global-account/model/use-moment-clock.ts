import { useEffect, useState } from 'react';

/** Longest a timer is set for (setTimeout overflows past ~24.8 days; a cool-off is a day). */
const waitMsMax = 86_400_000;

/**
 * The time a list compares its entries' moments with (an entry usable from a time): it moves on by
 * itself when the next of those moments passes, so "Usable from…" turns "Ready" without a reload.
 */
export function useMomentClock(moments: readonly string[] | undefined) {
  const [now, setNow] = useState(() => Date.now());
  const next = Math.min(...(moments ?? []).map((m) => new Date(m).getTime()).filter((at) => at > now));
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(next - Date.now() + 250, waitMsMax));
    return () => clearTimeout(timer);
  }, [next]);
  return now;
}
