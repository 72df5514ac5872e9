import { randomUUID } from 'node:crypto';
import {
  type EndpointParsedInput,
  isMerchantAccountType,
  transferBelowFee,
  type transfersEndpoints,
  walletsFor,
} from '@coffer/contract';
import type { Db } from '../../db/client';
import { type AccountKey, userAccount } from '../../ledger/accounts';
import { type IdempotentRequest, idempotent } from '../../ledger/flows/idempotent-request';
import { requireWithinRollingLimit } from '../../ledger/flows/rolling-limit';
import type { Ledger } from '../../ledger/ledger';
import { AppError } from '../../lib/app-error';
import { Dec, toWire } from '../../lib/money';
import type { Caller } from '../../plugins/auth';
import { assertCoinDecimals, type CoinsRepo, ledgerToAppError } from '../assets/assets.module';
import type { SecurityHoldGuard } from '../security/security.module';

export type WalletTransferInput = EndpointParsedInput<typeof transfersEndpoints.transfer>;

export interface TransferDeps {
  db: Pick<Db, 'transaction'>;
  coins: Pick<CoinsRepo, 'coin'>;
  ledger: Pick<Ledger, 'withTx' | 'accountId'>;
  hold: Pick<SecurityHoldGuard, 'requireNoHold'>;
  now: () => Date;
}

type Coin = NonNullable<Awaited<ReturnType<CoinsRepo['coin']>>>;
export interface WalletTransfer {
  id: string;
  coin: string;
  amount: string;
  fromWalletType: WalletTransferInput['fromWalletType'];
  toWalletType: WalletTransferInput['toWalletType'];
  createdAt: string;
}

const dayMs = 86_400_000;
const feesAccount = (asset: string): AccountKey => ({ kind: 'system', role: 'fees', asset, network: '' });
/** The ledger ids of wallet transfers start with this: the daily total counts them (fees included). */
const idPrefix = 'transfer:';

/**
 * Moves a coin between two of the caller's wallets (spec §3), less the coin's transfer fee, within
 * its rolling daily maximum. The caller's request id makes a retry answer the first transfer, even
 * once the day's limit is reached or a security hold began: inside the transaction the request is
 * looked up first, then the hold, the limit and the move follow.
 */
export async function transferBetweenWallets(
  deps: TransferDeps,
  caller: Caller,
  input: WalletTransferInput,
): Promise<WalletTransfer> {
  const request = requestOf(caller, input);
  const coin = await checkedCoin(deps, caller, input);
  const id = `${idPrefix}${input.requestId ? `${caller.userId}:${input.requestId}` : randomUUID()}`;
  try {
    await knownAccounts(deps, caller, coin, input);
    return await deps.db.transaction(async (tx) => {
      const move = () => moveWithinLimit({ ...deps, tx }, caller, { id, coin, input });
      return request ? (await idempotent(tx, request, move, deps.now())).result : move();
    });
  } catch (error) {
    throw ledgerToAppError(error, input.fromWalletType);
  }
}

/** The request id, scoped to the caller, and what the transfer asks for (fixed field order). */
function requestOf(caller: Caller, input: WalletTransferInput): IdempotentRequest | undefined {
  if (!input.requestId) return undefined;
  const { coin, amount, fromWalletType, toWalletType } = input;
  return {
    key: `${idPrefix}${caller.userId}:${input.requestId}`,
    body: { coin, amount: toWire(amount), fromWalletType, toWalletType },
  };
}

/** What refuses a transfer from its input alone: the coin, its decimals, the wallets, the fee. */
async function checkedCoin(deps: TransferDeps, caller: Caller, input: WalletTransferInput): Promise<Coin> {
  const coin = await deps.coins.coin(input.coin);
  if (!coin) throw new AppError('currencyNotSupported');
  if (!coin.transferEnabled) throw new AppError('transferDisabled');
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
  return coin;
}

/**
 * The accounts' ids, read (and made, the first time) outside the transaction: the ledger caches
 * only those, so the transfer's transaction finds them without a round trip (the HTTP benchmark's
 * transfers per second fell to a third when every transfer looked them up inside it).
 */
async function knownAccounts(deps: TransferDeps, caller: Caller, coin: Coin, input: WalletTransferInput) {
  await deps.ledger.accountId(userAccount(caller.userId, coin.code, input.fromWalletType));
  await deps.ledger.accountId(userAccount(caller.userId, coin.code, input.toWalletType));
  if (new Dec(coin.transferFee).gt(0)) await deps.ledger.accountId(feesAccount(coin.code));
}

/** In one transaction: no security hold, the day's total (under the user's lock) against the limit, the move. */
async function moveWithinLimit(
  deps: TransferDeps & { tx: Db },
  caller: Caller,
  t: { id: string; coin: Coin; input: WalletTransferInput },
): Promise<WalletTransfer> {
  const { id, coin, input } = t;
  const ledger = deps.ledger.withTx(deps.tx);
  const at = deps.now();
  // The hold check locks the user when a limit follows: the lock and the hold in one round trip.
  const limited = coin.transferDailyMax !== null;
  await deps.hold.requireNoHold(caller.userId, deps.tx, { lockUser: limited });
  await requireWithinRollingLimit(deps.tx, {
    userLocked: limited,
    userId: caller.userId,
    amount: input.amount,
    max: coin.transferDailyMax,
    windowMs: dayMs,
    at,
    used: (_tx, since) => ledger.movedOut({ userId: caller.userId, asset: coin.code, idPrefix, since }),
    refusal: () => new AppError('dailyTransferLimitExceeded'),
  });
  const from = userAccount(caller.userId, coin.code, input.fromWalletType);
  const to = userAccount(caller.userId, coin.code, input.toWalletType);
  const amount = new Dec(input.amount);
  await post(ledger, { id, from, to, asset: coin.code, amount, fee: new Dec(coin.transferFee) });
  return {
    id,
    coin: coin.code,
    amount: toWire(amount),
    fromWalletType: input.fromWalletType,
    toWalletType: input.toWalletType,
    createdAt: at.toISOString(),
  };
}

/** The amount less the fee to the other wallet and the fee to the fees account, or one transfer when free. */
async function post(
  ledger: Pick<Ledger, 'transfer' | 'batch'>,
  t: { id: string; from: AccountKey; to: AccountKey; asset: string; amount: Dec; fee: Dec },
): Promise<void> {
  const { id, from, to, asset, amount, fee } = t;
  if (!fee.gt(0)) {
    await ledger.transfer({ id, debit: from, credit: to, asset, amount, reason: 'transfer' });
    return;
  }
  await ledger.batch([
    { op: 'transfer', id, debit: from, credit: to, asset, amount: amount.minus(fee), reason: 'transfer' },
    {
      op: 'transfer',
      id: `${id}:fee`,
      debit: from,
      credit: feesAccount(asset),
      asset,
      amount: fee,
      reason: 'fee',
    },
  ]);
}
