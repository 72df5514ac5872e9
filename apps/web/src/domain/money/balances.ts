import { assetsEndpoints, walletType } from '@coffer/contract/assets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/http/client';
import { assetsKeys } from './assets-keys';

export type WalletTypeValue = (typeof walletType.members)[keyof typeof walletType.members];

/** One wallet's balances, a row per coin it can hold (total, available, frozen). */
export const walletAssetsQueryOptions = (wallet: WalletTypeValue) =>
  queryOptions({
    queryKey: [...assetsKeys.balances, wallet],
    queryFn: ({ signal }) =>
      wallet === walletType.members.cloud
        ? call(assetsEndpoints.getCloudWalletAssets, {}, { signal })
        : call(assetsEndpoints.getAssets, { walletType: wallet }, { signal }),
    staleTime: 15_000,
  });

export const useWalletAssets = (wallet: WalletTypeValue, enabled = true) =>
  useQuery({ ...walletAssetsQueryOptions(wallet), enabled });

/** The investment wallet's balances: what earn subscribes from, and where a subscription shows frozen. */
export const investmentAssetsQueryOptions = () => walletAssetsQueryOptions(walletType.members.investment);
