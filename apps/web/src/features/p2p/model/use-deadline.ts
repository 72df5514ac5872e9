import { type P2pOrder, p2pAwaitingPayment, p2pAwaitingReceipt } from '@coffer/contract/p2p';
import { useEffect, useState } from 'react';

/** The end of the order's running timer: the payment window, then the receipt window; none when frozen or ended. */
export function orderDeadline(order: P2pOrder): string | null {
  // An open appeal freezes every timer of the order (the server's rule): no countdown then.
  if (order.appealOpen) return null;
  if (p2pAwaitingPayment(order.status)) return order.payBy;
  if (p2pAwaitingReceipt(order.status)) return order.confirmBy;
  return null;
}

/** Whole seconds until `iso`, ticking every second; 0 once passed, null when there is no deadline. */
export function useSecondsUntil(iso: string | null): number | null {
  const left = () => (iso ? Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000)) : null);
  const [value, setValue] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts only when the deadline changes.
  useEffect(() => {
    setValue(left());
    if (!iso) return;
    const timer = setInterval(() => setValue(left()), 1000);
    return () => clearInterval(timer);
  }, [iso]);
  return value;
}

/** "14:05" from 845 seconds. */
export const minutesSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
