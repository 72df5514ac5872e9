import { type CashOrder, cashEndpoints, type Payee } from '@coffer/contract/cash';
import { type EndpointInput, errors } from '@coffer/contract/common';
import {
  type FetchQueryOptions,
  type QueryClient,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { dayWindow, pageWindow } from '../../../domain/history/history-input';
import { pagedList } from '../../../domain/history/paged-list';
import { historyPageSize, invalidateAll } from '../../../domain/money/assets-keys';
import { call } from '../../../lib/http/client';
import { endpointQuery } from '../../../lib/http/endpoint-query';
import { keysUnder } from '../../../lib/query-keys';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

export const cashKeys = keysUnder('cash', [
  'account',
  'currencies',
  'balances',
  'payees',
  'channel',
  'payIn',
  'topUps',
  'withdrawals',
]);

/** The caller's identity status and fiat account (null before the application). */
export const cashAccountQueryOptions = () =>
  endpointQuery(cashKeys.account, cashEndpoints.verificationKyc, {});
export const useCashAccount = () => useQuery(cashAccountQueryOptions());

/**
 * A loader's reads that only an open account answers (60006 before): made once the account is
 * known to be open, so a screen before that shows its way to open the account and no error.
 */
export const prefetchWhenOpen =
  (...queries: { queryKey: readonly unknown[] }[]) =>
  (queryClient: QueryClient) => [
    queryClient.fetchQuery(cashAccountQueryOptions()).then(
      async (info) => {
        if (info.account?.opened)
          await Promise.all(queries.map((q) => queryClient.prefetchQuery(q as FetchQueryOptions)));
      },
      () => undefined,
    ),
  ];

/** The account's currencies with their withdrawal limits, fee and channels (contract data: kept long). */
export const cashCurrenciesQueryOptions = () =>
  endpointQuery(cashKeys.currencies, cashEndpoints.getCurrencyList, {}, 300_000);
export const useCashCurrencies = () => useQuery(cashCurrenciesQueryOptions());

export const cashBalancesQueryOptions = () =>
  endpointQuery(cashKeys.balances, cashEndpoints.getCashAssets, {});
export const useCashBalances = (enabled = true) => useQuery({ ...cashBalancesQueryOptions(), enabled });

/**
 * The user's own bank accounts and beneficiaries, one list (a payee says which it is: `own`): the
 * beneficiaries' page lists every payee, so the own accounts come from their own list only.
 */
export const payeesQueryOptions = () =>
  queryOptions({
    queryKey: cashKeys.payees,
    queryFn: async ({ signal }): Promise<Payee[]> => {
      const [own, others] = await Promise.all([
        call(cashEndpoints.getBankAccountList, {}, { signal }),
        call(cashEndpoints.beneficiaryGetPage, { SkipCount: 0, MaxResultCount: 100 }, { signal }),
      ]);
      return [...own, ...others.items.filter((p) => !p.own)];
    },
  });
export const usePayees = (enabled = true) => useQuery({ ...payeesQueryOptions(), enabled });

/** One channel's form: the fields the bank needs, as the bank adapter describes them. */
export const useChannelForm = (currency: string, channel: string | null) =>
  useQuery({
    ...endpointQuery(
      [...cashKeys.channel, currency, channel],
      cashEndpoints.dynamicFormsFields,
      // The query runs only with a channel; the cast names the channel the contract checks.
      { currency, channel: (channel ?? 'swift') as Payee['channel'] },
      300_000,
    ),
    enabled: channel !== null,
  });

/** The account to pay for a top-up with the user's standing reference (any amount). */
export const useRechargeBank = (currency: string | null) =>
  useQuery({
    ...endpointQuery([...cashKeys.payIn, currency], cashEndpoints.getRechargeBank, {
      currency: currency ?? '',
    }),
    enabled: currency !== null,
  });

/** Where to pay for one waiting top-up order: the collection account and the order's reference. */
export const usePayInInfo = (orderId: string | null) =>
  useQuery({
    ...endpointQuery([...cashKeys.payIn, 'order', orderId], cashEndpoints.getPayInInfo, {
      orderId: orderId ?? '',
    }),
    enabled: orderId !== null,
  });

/** Codes a form shows on its own fields or as its own message rather than the shell's. */
const formCodes = [
  errors.securityVerificationFailed.code,
  errors.invalidInput.code,
  errors.forbidden.code,
  errors.kycNotCertified.code,
  errors.wrongWithdrawalAddress.code,
  errors.belowSingleMinimum.code,
  errors.aboveSingleMaximum.code,
  errors.dailyWithdrawalLimitExceeded.code,
  errors.insufficientFiatBalance.code,
  errors.currencyNotSupported.code,
];
const asForm = { notify: false, handle: formCodes } as const;

export const useApplyForAccount = () =>
  useRefreshingMutation(
    ({ purpose, again }: { purpose: string; again: boolean }) =>
      call(again ? cashEndpoints.updateCustomer : cashEndpoints.createCustomer, { purpose }, asForm),
    cashKeys.account,
  );

export type NewPayee = EndpointInput<typeof cashEndpoints.addBankAccount>;
export const useAddPayee = () =>
  useRefreshingMutation(
    ({ own, ...input }: NewPayee & { own: boolean }) =>
      call(own ? cashEndpoints.addBankAccount : cashEndpoints.beneficiaryCreate, input, asForm),
    cashKeys.payees,
  );
export type PayeeChange = EndpointInput<typeof cashEndpoints.updateBankAccount>;
export const useUpdatePayee = () =>
  useRefreshingMutation(
    ({ own, ...input }: PayeeChange & { own: boolean }) =>
      call(own ? cashEndpoints.updateBankAccount : cashEndpoints.beneficiaryUpdate, input, asForm),
    cashKeys.payees,
  );
export const useDeletePayee = () =>
  useRefreshingMutation(
    (input: EndpointInput<typeof cashEndpoints.deleteBeneficiaryAddress>) =>
      call(cashEndpoints.deleteBeneficiaryAddress, input, asForm),
    cashKeys.payees,
  );

export const createTopUp = (input: EndpointInput<typeof cashEndpoints.createTopUpOrder>) =>
  call(cashEndpoints.createTopUpOrder, input, asForm);

export const withdrawCash = (input: EndpointInput<typeof cashEndpoints.withdrawOrderCreate>) =>
  call(cashEndpoints.withdrawOrderCreate, input, asForm);

/** What a cash order moves: the orders, the balances. */
export function useCashRefresh() {
  const qc = useQueryClient();
  return () => invalidateAll(qc, [cashKeys.topUps, cashKeys.withdrawals, cashKeys.balances]);
}

export type CashOrderKind = 'topUp' | 'withdraw';
export interface CashOrderFilter {
  currency?: string;
  status?: number;
  from?: string;
  to?: string;
  page: number;
}
const listInput = (f: CashOrderFilter, pageSize = historyPageSize) => ({
  currency: f.currency,
  status: f.status as CashOrder['status'] | undefined,
  ...dayWindow(f),
  ...pageWindow(f.page, pageSize),
});

/** The cash orders of one kind, a filtered page at a time. */
export const cashOrderLists = {
  topUp: pagedList(cashKeys.topUps, cashEndpoints.getTopUpHistory, listInput),
  withdraw: pagedList(cashKeys.withdrawals, cashEndpoints.getWithdrawHistory, listInput),
};

export type { CashOrder, Payee };
