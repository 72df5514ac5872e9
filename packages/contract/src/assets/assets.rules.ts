import { type WalletType, walletType } from './assets.enums';

const w = walletType.members;

/**
 * Which wallets a coin can sit in: fiat currencies in the fiat wallet, crypto in spot; both in
 * flash exchange (convert); merchants also have the cloud wallet. Investment and multisig balances
 * move through their own products, not through a plain transfer.
 */
export function walletsFor(coin: { isFiat: boolean }, isMerchant: boolean): WalletType[] {
  // Crypto may also go to the investment wallet, which earn products subscribe from (and redeem to).
  const base: WalletType[] = coin.isFiat
    ? [w.fiat, w.flashExchange]
    : [w.spot, w.flashExchange, w.investment];
  return isMerchant ? [...base, w.cloud] : base;
}

/** The coins shown in a wallet's tab. */
export function walletHolds(wallet: WalletType, coin: { isFiat: boolean }): boolean {
  if (wallet === w.fiat) return coin.isFiat;
  if (wallet === w.flashExchange || wallet === w.cloud) return true;
  return !coin.isFiat;
}
