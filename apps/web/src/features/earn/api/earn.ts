import {
  type EarnPosition,
  type EarnProduct,
  type EarnRecord,
  earnEndpoints,
  savingsAgreement,
} from '@coffer/contract/earn';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { dayWindow, pageWindow } from '../../../domain/history/history-input';
import { pagedList } from '../../../domain/history/paged-list';
import { assetsKeys, historyPageSize } from '../../../domain/money/assets-keys';
import { call } from '../../../lib/http/client';
import { endpointQuery } from '../../../lib/http/endpoint-query';
import { keysUnder } from '../../../lib/query-keys';

export const earnKeys = keysUnder('earn', ['products', 'account', 'positions', 'records']);

/** The products with their APR tiers, term and remaining quota (public: the /earn page signed out too). */
export const earnProductsQueryOptions = () =>
  endpointQuery(earnKeys.products, earnEndpoints.getUserProductList, {}, 30_000);
export const useEarnProducts = () => useQuery(earnProductsQueryOptions());

/**
 * The earn account (null before the agreement) and the totals per asset. Refused with 60013 before
 * KYC: the page says so itself, so the call shows no message of its own.
 */
export const earnAccountQueryOptions = () =>
  queryOptions({
    queryKey: earnKeys.account,
    queryFn: ({ signal }) => call(earnEndpoints.getUserAccountBalance, {}, { signal, notify: false }),
  });
export const useEarnAccount = (enabled = true) => useQuery({ ...earnAccountQueryOptions(), enabled });

/** The caller's positions, newest first (only once the earn account is open: 60601 before). */
export const earnPositionsQueryOptions = () =>
  endpointQuery(earnKeys.positions, earnEndpoints.getFinancialUserAsset, {});
export const useEarnPositions = (enabled: boolean) => useQuery({ ...earnPositionsQueryOptions(), enabled });

export interface EarnRecordFilter {
  type?: number;
  asset?: string;
  from?: string;
  to?: string;
  page: number;
}

/** Subscriptions, redemptions and interest days, a filtered page at a time. */
export const earnRecordList = pagedList(
  earnKeys.records,
  earnEndpoints.getUserTradeRecord,
  (f: EarnRecordFilter, pageSize = historyPageSize) => ({
    type: f.type as EarnRecord['type'] | undefined,
    asset: f.asset,
    ...dayWindow(f),
    ...pageWindow(f.page, pageSize),
  }),
);

/** What a subscription or a redemption changes, read again: the earn reads and the investment wallet. */
export function useEarnRefresh() {
  const qc = useQueryClient();
  return async () => {
    await Promise.all(
      [earnKeys.all, assetsKeys.balances, assetsKeys.valuation].map((queryKey) =>
        qc.invalidateQueries({ queryKey }),
      ),
    );
  };
}

/**
 * Subscribes `amount` to a product: the earn account is opened first when there is none (the user
 * ticked the agreement of `savingsAgreement.version`). The same requestId on a retry answers the
 * first position. The dialog shows a refusal, so the calls show no message of their own.
 */
export async function subscribe(input: {
  product: EarnProduct;
  amount: string;
  openAccount: boolean;
  requestId: string;
}): Promise<EarnPosition> {
  if (input.openAccount)
    await call(
      earnEndpoints.createUser,
      { agreementVersion: savingsAgreement.version, agreed: true },
      { notify: false },
    );
  return call(
    earnEndpoints.createDeposit,
    { productId: input.product.productId, amount: input.amount, requestId: input.requestId },
    { notify: false },
  );
}

/** Redeems a position (`early`: a fixed one before maturity, accepting its penalty). */
export const redeem = (position: EarnPosition, early: boolean, requestId: string) =>
  call(
    earnEndpoints.createWithdraw,
    { positionId: position.positionId, early, requestId },
    { notify: false },
  );

export type { EarnPosition, EarnProduct, EarnRecord };
