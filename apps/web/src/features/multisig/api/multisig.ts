import { errors } from '@coffer/contract/common';
import {
  type MultisigWithdrawalStatus,
  multisigEndpoints,
  multisigWithdrawalStatus,
} from '@coffer/contract/multisig';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** Rows a wallet's history lists show (the newest first). */
const listSize = 20;

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

export const depositsQueryOptions = (walletId: number) =>
  queryOptions({
    queryKey: [...multisigKeys.deposits, walletId],
    queryFn: ({ signal }) =>
      call(
        multisigEndpoints.getRechargeList,
        { walletId, SkipCount: 0, MaxResultCount: listSize },
        { signal },
      ),
  });
export const useDeposits = (walletId: number) => useQuery(depositsQueryOptions(walletId));

export const withdrawalsQueryOptions = (walletId: number) =>
  queryOptions({
    queryKey: [...multisigKeys.withdrawals, walletId],
    queryFn: ({ signal }) =>
      call(
        multisigEndpoints.getWithdrawalList,
        { walletId, SkipCount: 0, MaxResultCount: listSize },
        { signal },
      ),
  });
export const useWithdrawals = (walletId: number) => useQuery(withdrawalsQueryOptions(walletId));

/** Everything one wallet's screen reads, for the loader. */
export const walletQueries = (walletId: number) => [
  linkageQueryOptions(walletId),
  balancesQueryOptions(walletId),
  depositsQueryOptions(walletId),
  withdrawalsQueryOptions(walletId),
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
