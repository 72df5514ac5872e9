import { useEffect, useState } from 'react';

/** Something usable (a payee, a whitelisted payer) only from the end of its cool-off. */
export interface CoolingOff {
  usableFrom: string;
}

/** Longest a timer is set for (setTimeout overflows past ~24.8 days; a cool-off is a day). */
const waitMsMax = 86_400_000;

/** Whether the item's cool-off still runs at `now` (it is usable from `usableFrom` on). */
export const inCoolOff = (item: CoolingOff, now: number) => new Date(item.usableFrom).getTime() > now;

/**
 * The time a list compares its items' cool-offs with: it moves on by itself when the next item's
 * cool-off ends, so "Usable from…" turns "Ready" without a reload.
 */
export function useCoolOffClock(items: readonly CoolingOff[] | undefined) {
  const [now, setNow] = useState(() => Date.now());
  const next = Math.min(
    ...(items ?? []).map((i) => new Date(i.usableFrom).getTime()).filter((at) => at > now),
  );
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(next - Date.now() + 250, waitMsMax));
    return () => clearTimeout(timer);
  }, [next]);
  return now;
}
