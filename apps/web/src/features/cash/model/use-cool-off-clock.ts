import { useEffect, useState } from 'react';
import type { Payee } from '../api/cash';

/** Longest a timer is set for (setTimeout overflows past ~24.8 days; a cool-off is a day). */
const waitMsMax = 86_400_000;

/**
 * The time a payee list compares cool-offs with: it moves on by itself when the next payee's
 * cool-off ends, so "Usable from…" turns "Ready" without a reload.
 */
export function useCoolOffClock(payees: readonly Pick<Payee, 'usableFrom'>[] | undefined) {
  const [now, setNow] = useState(() => Date.now());
  const next = Math.min(
    ...(payees ?? []).map((p) => new Date(p.usableFrom).getTime()).filter((at) => at > now),
  );
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(next - Date.now() + 250, waitMsMax));
    return () => clearTimeout(timer);
  }, [next]);
  return now;
}
