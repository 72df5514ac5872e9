import { randomUUID } from 'node:crypto';
import {
  type EndpointParsedInput,
  isMerchantAccountType,
  transferBelowFee,
  type transfersEndpoints,
  walletsFor,
} from '@coffer/contract';
import { type AccountKey, userAccount } from '../../ledger/accounts';
import type { Ledger } from '../../ledger/ledger';
import { AppError } from '../../lib/app-error';
import { Dec, toWire } from '../../lib/money';
import type { Caller } from '../../plugins/auth';
import { assertCoinDecimals, type CoinsRepo, ledgerToAppError } from '../assets/assets.module';
import type { SecurityHoldGuard } from '../security/security.module';

export type WalletTransferInput = EndpointParsedInput<typeof transfersEndpoints.transfer>;

export interface TransferDeps {
  coins: Pick<CoinsRepo, 'coin'>;
  ledger: Pick<Ledger, 'transfer' | 'batch' | 'walletTransfers' | 'transferTime'>;
  hold: Pick<SecurityHoldGuard, 'requireNoHold'>;
  now: () => Date;
}

const dayMs = 86_400_000;

/**
 * Moves a coin between two of the caller's wallets (spec §3), less the coin's transfer fee, within
 * its daily maximum. The caller's request id makes a retry return the first transfer.
 */
export async function transferBetweenWallets(deps: TransferDeps, caller: Caller, input: WalletTransferInput) {
  const coin = await deps.coins.coin(input.coin);
  if (!coin) throw new AppError('currencyNotSupported');
  if (!coin.transferEnabled) throw new AppError('transferDisabled');
  await deps.hold.requireNoHold(caller.userId);
  assertCoinDecimals(input.amount, coin.decimals);
  const allowed = walletsFor(coin, isMerchantAccountType(caller.accountType));
  for (const field of ['fromWalletType', 'toWalletType'] as const)
    if (!allowed.includes(input[field]))
      throw new AppError('invalidInput', `This coin cannot be moved from or to that wallet.`, [
        { field, message: 'This coin cannot be held in that wallet.' },
      ]);
  if (input.fromWalletType === input.toWalletType)
    throw new AppError('invalidInput', 'Choose two different wallets.', [
      { field: 'toWalletType', message: 'The two wallets must differ.' },
    ]);
  if (transferBelowFee(input.amount, coin.transferFee)) throw new AppError('transferBelowFee');
  const amount = new Dec(input.amount);
  const fee = new Dec(coin.transferFee);
  if (coin.transferDailyMax !== null) {
    const total = await dailyTotal(deps, caller.userId, coin.code);
    if (total.plus(amount).gt(coin.transferDailyMax)) throw new AppError('dailyTransferLimitExceeded');
  }
  // The caller's request id, scoped to them, is the ledger's idempotency key.
  const id = `transfer:${input.requestId ? `${caller.userId}:${input.requestId}` : randomUUID()}`;
  const from = userAccount(caller.userId, coin.code, input.fromWalletType);
  const to = userAccount(caller.userId, coin.code, input.toWalletType);
  let result: string;
  try {
    result = await post(deps, { id, from, to, asset: coin.code, amount, fee });
  } catch (error) {
    throw ledgerToAppError(error, input.fromWalletType);
  }
  const createdAt = result === 'exists' ? ((await deps.ledger.transferTime(id)) ?? deps.now()) : deps.now();
  return {
    id,
    coin: coin.code,
    amount: toWire(amount),
    fromWalletType: input.fromWalletType,
    toWalletType: input.toWalletType,
    createdAt: createdAt.toISOString(),
  };
}

/** The amount less the fee to the other wallet and the fee to the fees account, or one transfer when free. */
async function post(
  deps: Pick<TransferDeps, 'ledger'>,
  t: { id: string; from: AccountKey; to: AccountKey; asset: string; amount: Dec; fee: Dec },
): Promise<string> {
  const { id, from, to, asset, amount, fee } = t;
  if (!fee.gt(0))
    return deps.ledger.transfer({ id, debit: from, credit: to, asset, amount, reason: 'transfer' });
  const results = await deps.ledger.batch([
    { op: 'transfer', id, debit: from, credit: to, asset, amount: amount.minus(fee), reason: 'transfer' },
    {
      op: 'transfer',
      id: `${id}:fee`,
      debit: from,
      credit: { kind: 'system', role: 'fees', asset, network: '' },
      asset,
      amount: fee,
      reason: 'fee',
    },
  ]);
  return results[0] ?? 'created';
}

/** What the user moved of a coin in the last 24 hours. */
async function dailyTotal(
  deps: Pick<TransferDeps, 'ledger' | 'now'>,
  userId: number,
  coin: string,
): Promise<Dec> {
  // Bounded: a day's transfers for one coin beyond 100 pages is not a real user's pattern.
  const since = deps.now().getTime() - dayMs;
  let total = new Dec(0);
  for (let skip = 0; skip < 10_000; skip += 100) {
    const page = await deps.ledger.walletTransfers({ userId, asset: coin, skip, take: 100 });
    const recent = page.items.filter((i) => i.createdAt.getTime() >= since);
    for (const i of recent) total = total.plus(i.amount);
    if (recent.length < page.items.length || page.items.length < 100) break;
  }
  return total;
}
