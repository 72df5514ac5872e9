import { errors } from '@coffer/contract/common';
import {
  type MultisigDeposit,
  type MultisigDepositState,
  type MultisigWithdrawal,
  type MultisigWithdrawalStatus,
  multisigEndpoints,
  multisigWithdrawalStatus,
} from '@coffer/contract/multisig';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { dayWindow, pageWindow } from '../../../domain/history/history-input';
import { historyPageSize } from '../../../domain/money/assets-keys';
import { call } from '../../../lib/http/client';
import { endpointQuery } from '../../../lib/http/endpoint-query';
import { keysUnder } from '../../../lib/query-keys';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

export const multisigKeys = keysUnder('multisig', [
  'wallets',
  'coinTree',
  'addable',
  'linkage',
  'balances',
  'deposits',
  'withdrawals',
]);

const s = multisigWithdrawalStatus.members;
/** A withdrawal still going somewhere: its row, its balances and its wallet's nonce will change. */
export const isOpenWithdrawal = (status: MultisigWithdrawalStatus) =>
  status === s.pendingSignature || status === s.signing || status === s.onChain;

/** The caller's multisig custody at a glance (Assets/GetUserMpcInfo). */
export const mpcInfoQueryOptions = () =>
  endpointQuery([...multisigKeys.all, 'mpcInfo'], multisigEndpoints.getUserMpcInfo, {});
export const useMpcInfo = () => useQuery(mpcInfoQueryOptions());

export const walletsQueryOptions = () =>
  endpointQuery(multisigKeys.wallets, multisigEndpoints.getWallets, {});
export const useWallets = () => useQuery(walletsQueryOptions());

/** The coins and networks any wallet may enable (contract data: kept long). */
export const useCoinTree = () =>
  useQuery(endpointQuery(multisigKeys.coinTree, multisigEndpoints.getCoinTree, {}, 300_000));

export const useAddableCoins = (walletId: number) =>
  useQuery(
    endpointQuery([...multisigKeys.addable, walletId], multisigEndpoints.getAddCoinLinkage, { walletId }),
  );

export const linkageQueryOptions = (walletId: number) =>
  endpointQuery([...multisigKeys.linkage, walletId], multisigEndpoints.getLinkage, { walletId });
export const useLinkage = (walletId: number) => useQuery(linkageQueryOptions(walletId));

export const balancesQueryOptions = (walletId: number) =>
  endpointQuery([...multisigKeys.balances, walletId], multisigEndpoints.getBalance, { walletId });
/** Read again on the wallet's live events (use-live-multisig.ts). */
export const useBalances = (walletId: number) => useQuery(balancesQueryOptions(walletId));

/** A wallet history's filters: coin, days (local, both included) and the 1-based page. */
interface WalletHistoryFilter {
  coin?: string;
  from?: string;
  to?: string;
  page: number;
}
export interface DepositFilter extends WalletHistoryFilter {
  state?: MultisigDepositState;
}
export interface WithdrawalFilter extends WalletHistoryFilter {
  status?: MultisigWithdrawalStatus;
}

/**
 * One wallet's paged history as `useHistoryPaging` reads it. Not the domain's `pagedList`: that one
 * names the host itself, and a merchant's multisig calls go to the merchant host by role (`call`).
 */
function walletHistory<F extends WalletHistoryFilter, T>(
  key: readonly unknown[],
  read: (walletId: number, filter: F, pageSize: number) => Promise<{ totalCount: number; items: T[] }>,
) {
  const options = (walletId: number, filter: F) =>
    queryOptions({
      queryKey: [...key, walletId, filter],
      queryFn: () => read(walletId, filter, historyPageSize),
      placeholderData: keepPreviousData,
    });
  return {
    queryOptions: options,
    source: (walletId: number) => ({
      useList: (filter: F) => useQuery(options(walletId, filter)),
      fetchPage: (filter: F, pageSize: number) => read(walletId, filter, pageSize),
    }),
  };
}

const windowOf = (f: WalletHistoryFilter, pageSize: number) => ({
  coin: f.coin,
  ...dayWindow(f),
  ...pageWindow(f.page, pageSize),
});

/** The wallet's deposits, newest first, a filtered page at a time. */
export const depositHistory = walletHistory<DepositFilter, MultisigDeposit>(
  multisigKeys.deposits,
  (walletId, f, size) =>
    call(multisigEndpoints.getRechargeList, { walletId, state: f.state, ...windowOf(f, size) }),
);

/** The wallet's withdrawals with their signing records, newest first, a filtered page at a time. */
export const withdrawalHistory = walletHistory<WithdrawalFilter, MultisigWithdrawal>(
  multisigKeys.withdrawals,
  (walletId, f, size) =>
    call(multisigEndpoints.getWithdrawalList, { walletId, status: f.status, ...windowOf(f, size) }),
);

/** The wallet's newest withdrawal: the open one while there is one (the card that takes signatures). */
export const latestWithdrawalQueryOptions = (walletId: number) =>
  queryOptions({
    queryKey: [...multisigKeys.withdrawals, walletId, 'latest'],
    queryFn: ({ signal }) =>
      call(
        multisigEndpoints.getWithdrawalList,
        { walletId, SkipCount: 0, MaxResultCount: 1 },
        { signal },
      ).then((page) => page.items[0] ?? null),
  });
export const useLatestWithdrawal = (walletId: number) => useQuery(latestWithdrawalQueryOptions(walletId));

/** Everything one wallet's screen reads first, for the loader. */
export const walletQueries = (walletId: number) => [
  linkageQueryOptions(walletId),
  balancesQueryOptions(walletId),
  latestWithdrawalQueryOptions(walletId),
  depositHistory.queryOptions(walletId, { page: 1 }),
  withdrawalHistory.queryOptions(walletId, { page: 1 }),
];

/** Codes a form shows on its own fields or as its own message rather than the shell's. */
const formCodes = [
  errors.invalidInput.code,
  errors.kycNotCertified.code,
  errors.previousMultisigWithdrawalPending.code,
  errors.insufficientBalance.code,
  errors.belowSingleMinimum.code,
  errors.aboveSingleMaximum.code,
  errors.dailyWithdrawalLimitExceeded.code,
  errors.currencyNotSupported.code,
  errors.currencyWithdrawalClosed.code,
  errors.wrongWithdrawalAddress.code,
  errors.coinDepositProhibited.code,
  errors.withdrawalOrderNotFound.code,
  errors.notFound.code,
  errors.conflict.code,
];
const asForm = { notify: false, handle: formCodes } as const;

export type NewWallet = { name: string; minSignatures: number; signingAddresses: string[] };
export const useCreateWallet = () =>
  useRefreshingMutation(
    (input: NewWallet) => call(multisigEndpoints.createWallet, input, asForm),
    multisigKeys.wallets,
  );

export const useDeleteWallet = () =>
  useRefreshingMutation(
    (walletId: number) => call(multisigEndpoints.deleteWallet, { walletId }, asForm),
    multisigKeys.wallets,
  );

/** Enabling a coin changes the wallet's coins, its choices and its balances. */
export function useAddCoin() {
  const qc = useQueryClient();
  return async (input: { walletId: number; coin: string; network: string }) => {
    const linked = await call(multisigEndpoints.createCoin, input, asForm);
    await refreshWallet(qc, input.walletId);
    return linked;
  };
}

export type ProposalInput = {
  walletId: number;
  coin: string;
  network: string;
  address: string;
  amount: string;
  requestId: string;
};
export const proposeWithdrawal = (input: ProposalInput) => call(multisigEndpoints.propose, input, asForm);

export const submitSignature = (input: { withdrawalId: number; signature: string }) =>
  call(multisigEndpoints.sign, input, asForm);

/** What a proposal, a signature or a live event moves: the wallet's lists, balances and nonce. */
export async function refreshWallet(qc: QueryClient, walletId: number) {
  await Promise.all(
    [
      multisigKeys.wallets,
      [...multisigKeys.deposits, walletId],
      [...multisigKeys.all, 'mpcInfo'],
      [...multisigKeys.addable, walletId],
      [...multisigKeys.linkage, walletId],
      [...multisigKeys.balances, walletId],
      [...multisigKeys.withdrawals, walletId],
    ].map((queryKey) => qc.invalidateQueries({ queryKey })),
  );
}

/** A coin's own decimals (from the coin tree), so an amount is shown as precisely as the coin has it. */
export function useCoinDecimals(): (coin: string) => number | undefined {
  const tree = useCoinTree();
  return (coin) => tree.data?.find((c) => c.coin === coin)?.decimals;
}
