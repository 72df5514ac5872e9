import { depositStatus } from '@coffer/contract/deposits';
import type { LiveEvent } from '@coffer/contract/live';
import { withdrawalStatus } from '@coffer/contract/withdrawals';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { patchPages } from '../../../domain/history/patch-pages';
import { assetsKeys } from '../../../domain/money/assets-keys';
import { useLiveEvents } from '../../../hooks/use-live-events';

type AssetsEvent = Extract<LiveEvent, { event: 'deposit' | 'withdrawal' }>;

const balancesMove = (event: AssetsEvent) =>
  event.event === 'deposit'
    ? event.data.status === depositStatus.members.credited
    : // Every withdrawal status change may reserve, post or release money.
      event.data.status !== withdrawalStatus.members.pendingSend || event.data.confirmed;

function invalidateBalances(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: assetsKeys.balances });
  void qc.invalidateQueries({ queryKey: assetsKeys.valuation });
  void qc.invalidateQueries({ queryKey: assetsKeys.records });
}

/**
 * Keeps the assets screens current without a reload: a deposit or withdrawal that changes is
 * patched into the lists showing it (a new one refetches them), and balances and totals are
 * fetched again when money moved. After a reconnection everything is fetched again.
 */
export function useLiveAssets() {
  const qc = useQueryClient();
  useLiveEvents(
    (event) => {
      // OTC, convert limit and P2P orders reserve, post or release money at each status change;
      // their own pages list them.
      if (event.event === 'otcOrder' || event.event === 'convertLimitOrder' || event.event === 'p2pOrder')
        return invalidateBalances(qc);
      // The merchant application's decision moves no money, and a payment order's change is the
      // back office's (its own hook, domain/merchant/payment-orders.ts): neither is the assets'.
      if (event.event === 'merchantApplication' || event.event === 'paymentOrder') return;
      // Cash orders move the fiat wallet's balances; the cash pages follow their own events.
      if (event.event === 'cashOrder') return invalidateBalances(qc);
      if (event.event === 'cashAccount') return;
      // An earn position's change reserves, pays or releases money in the investment wallet.
      if (event.event === 'earnPosition') return invalidateBalances(qc);
      // A card order credits the spot wallet; the card pages follow their own events.
      if (event.event === 'cardOrder') return invalidateBalances(qc);
      // A multisig wallet's deposit or withdrawal moves its balance (a wallet type of the overview's).
      if (event.event === 'multisig') return invalidateBalances(qc);
      // The global account's pages follow its own events; its balances are not the overview's wallets.
      if (event.event === 'globalAccount' || event.event === 'globalPayIn') return;
      const found =
        event.event === 'deposit'
          ? patchPages(qc, assetsKeys.deposits, (d: typeof event.data) => d.id === event.data.id, event.data)
          : patchPages(
              qc,
              assetsKeys.withdrawals,
              (w: typeof event.data) => w.rid === event.data.rid,
              event.data,
            );
      if (!found)
        void qc.invalidateQueries({
          queryKey: event.event === 'deposit' ? assetsKeys.deposits : assetsKeys.withdrawals,
        });
      if (balancesMove(event)) invalidateBalances(qc);
    },
    () => {
      for (const key of [
        assetsKeys.deposits,
        assetsKeys.withdrawals,
        assetsKeys.balances,
        assetsKeys.valuation,
        assetsKeys.records,
      ])
        void qc.invalidateQueries({ queryKey: key });
    },
  );
}
