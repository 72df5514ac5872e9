import { isMerchantAccountType } from '@coffer/contract/auth';
import { type PaymentOrder, paymentsEndpoints } from '@coffer/contract/payments';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../../hooks/use-live-events';
import { call } from '../../lib/http/client';
import { useSession } from '../../lib/session/session-store';
import { pageWindow } from '../history/history-input';
import { Dec } from '../money/format-amount';

/**
 * The merchant's payment-order reads that more than one screen shows (the back-office overview,
 * the header's badges, the transactions page). Their keys sit under `['payments']`, so a payments
 * mutation that refreshes its area refreshes these too.
 */
export const merchantOrderKeys = {
  all: ['payments'] as const,
  orders: ['payments', 'orders'] as const,
  reviewCounts: ['payments', 'counts'] as const,
  recent: ['payments', 'orders', 'recent'] as const,
  today: (since: string) => ['payments', 'orders', 'today', since] as const,
};

/** The three to-be-reviewed counts (payments, refunds, transfers). */
export const reviewCountsQueryOptions = () =>
  queryOptions({
    queryKey: merchantOrderKeys.reviewCounts,
    queryFn: ({ signal }) => call(paymentsEndpoints.getToBeReviewedCount, {}, { signal }),
  });

export const useReviewCounts = (enabled = true) => useQuery({ ...reviewCountsQueryOptions(), enabled });

/** How many recent orders the overview lists. */
export const recentOrdersCount = 5;

export const recentOrdersQueryOptions = () =>
  queryOptions({
    queryKey: merchantOrderKeys.recent,
    queryFn: ({ signal }) => call(paymentsEndpoints.getList, pageWindow(1, recentOrdersCount), { signal }),
  });

export const useRecentOrders = () => useQuery(recentOrdersQueryOptions());

/** The most orders of a day the overview sums (the list's largest page). */
export const todayOrdersMax = 100;

/** Local midnight, as the list's start time. */
export const startOfToday = (now = new Date()) =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();

export const todayOrdersQueryOptions = (since: string) =>
  queryOptions({
    queryKey: merchantOrderKeys.today(since),
    queryFn: ({ signal }) =>
      call(paymentsEndpoints.getList, { ...pageWindow(1, todayOrdersMax), startTime: since }, { signal }),
  });

/** What was credited to the cloud wallet per coin, from orders paid in that coin; exact. */
export function receiptsByCoin(orders: readonly PaymentOrder[]): { coin: string; amount: string }[] {
  const sums = new Map<string, InstanceType<typeof Dec>>();
  for (const o of orders) {
    if (o.paidCoin === null || new Dec(o.credited).isZero()) continue;
    sums.set(o.paidCoin, (sums.get(o.paidCoin) ?? new Dec(0)).plus(o.credited));
  }
  return [...sums].map(([coin, amount]) => ({ coin, amount: amount.toFixed() }));
}

/**
 * Keeps the review counts and order lists current: any change of one of the merchant's orders
 * (paid, passed, rejected, refunded) comes on the live stream and they are fetched again; after a
 * reconnection too, as changes may have been missed.
 */
export function useLiveMerchantOrders() {
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: merchantOrderKeys.all });
  useLiveEvents((event) => {
    if (event.event === 'paymentOrder') refresh();
  }, refresh);
}

/**
 * How many orders wait for the signed-in merchant's review in all (payments, refunds, transfers),
 * kept current by the live stream; 0 for anyone else, who is not asked about (the merchant host
 * would answer 403).
 */
export function useReviewTotal(): number {
  const session = useSession();
  const type = session.user?.accountType ?? session.accountType;
  const merchant = type !== null && type !== undefined && isMerchantAccountType(type);
  const counts = useReviewCounts(merchant).data;
  useLiveMerchantOrders();
  return merchant && counts ? counts.payment + counts.refund + counts.transfer : 0;
}
