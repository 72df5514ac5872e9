import { type WalletType, walletType } from '@coffer/contract';
import { isChain } from '../../adapters/chain/addresses';
import type { ChainAdapter } from '../../adapters/chain/chain';
import { AppError } from '../../lib/app-error';
import { toWire } from '../../lib/money';
import type { Caller } from '../../plugins/auth';
import type { CoinsRepo } from '../assets/assets.module';
import type { DepositsRepo } from './deposits.repo';

/**
 * Past every user id: the cloud wallet's addresses never meet a spot one (and stay below the
 * payment orders' 1.5e9 + sequence number, payment-create.ts).
 */
const cloudDerivationOffset = 1_000_000_000;

export function derivationIndex(userId: number, wallet: WalletType): number {
  return wallet === walletType.members.cloud ? cloudDerivationOffset + userId : userId;
}

/** The caller's address for this coin, network and wallet: derived once, the same ever after. */
export async function depositAddress(
  deps: {
    repo: Pick<DepositsRepo, 'address' | 'saveAddress'>;
    coins: Pick<CoinsRepo, 'network'>;
    chain: Pick<ChainAdapter, 'depositAddress'>;
  },
  caller: Caller,
  input: { coin: string; network: string; wallet: WalletType },
) {
  const found = await deps.coins.network(input.coin, input.network);
  if (!found || found.coin.isFiat || !isChain(found.network.chain))
    throw new AppError('currencyNotSupported');
  if (!found.network.depositEnabled) throw new AppError('coinDepositProhibited');
  const family = found.network.chain;
  // The user id is the derivation index: unique per user, no allocation race; a merchant's cloud
  // wallet has its own addresses, the same id past a fixed offset.
  const index = derivationIndex(caller.userId, input.wallet);
  const row =
    (await deps.repo.address(caller.userId, family, input.wallet)) ??
    (await deps.repo.saveAddress({
      userId: caller.userId,
      chain: family,
      walletType: input.wallet,
      derivationIndex: index,
      address: deps.chain.depositAddress(family, index),
    }));
  if (!row) throw new AppError('noFreeAddress');
  return {
    coin: found.coin.code,
    network: found.network.network,
    address: row.address,
    minDeposit: toWire(found.network.minDeposit),
    confirmations: found.network.confirmations,
  };
}
