import { type Host, isMerchantAccountType, type WalletType, walletType } from '@coffer/contract';
import { AppError } from './app-error';

/**
 * Which wallet a deposit, withdraw or transfer call works on (spec §6: on the merchant host these
 * calls "mirror the user ones" on the merchant's cloud wallet): spot on the base host, the cloud
 * wallet on the merchant host, which answers merchants (account types 1 and 3) only.
 */
export function walletForHost(host: Host, caller: { accountType: number }): WalletType {
  if (host !== 'merchant') return walletType.members.spot;
  if (!isMerchantAccountType(caller.accountType))
    throw new AppError('forbidden', 'Merchant role has no access.');
  return walletType.members.cloud;
}

/** A deposit or withdrawal history call's query: the host's wallet, the coin and status asked for, the page. */
export const walletHistoryQuery = <S>(
  input: { coin?: string; status?: S; SkipCount: number; MaxResultCount: number },
  caller: { accountType: number },
  host: Host,
) => ({
  wallet: walletForHost(host, caller),
  coin: input.coin,
  status: input.status,
  skip: input.SkipCount,
  take: input.MaxResultCount,
});

/** The merchant host's "host by role" gate for calls that keep their own wallet choice. */
export function requireMerchantOnMerchantHost(host: Host, caller: { accountType: number }): void {
  walletForHost(host, caller);
}
