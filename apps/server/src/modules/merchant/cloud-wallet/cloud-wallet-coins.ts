import { type CoinsRepo, coinConfigView } from '../../assets/assets.module';

/** The coins the cloud wallet holds and moves on chain: the crypto part of the coin list. */
export async function cloudWalletCoins(deps: { coins: Pick<CoinsRepo, 'all'> }) {
  return (await deps.coins.all()).filter((c) => !c.isFiat).map(coinConfigView);
}
