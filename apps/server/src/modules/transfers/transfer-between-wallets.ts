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
import type { IdempotentRequest } from '../../ledger/flows/idempotent-request';
import { moveOnce } from '../../ledger/flows/move-once';
import type { Ledger } from '../../ledger/ledger';
import { AppError } from '../../lib/app-error';
import { Dec, toWire } from '../../lib/money';
import type { Caller } from '../../plugins/auth';
import { assertCoinDecimals, type CoinsRepo, ledgerToAppError } from '../assets/assets.module';
import type { SecurityHoldGuard } from '../security/security.module';

export type WalletTransferInput = EndpointParsedInput<typeof transfersEndpoints.transfer>;

export interface TransferDeps {
  db: Pick<Db, 'execute'>;
  coins: Pick<CoinsRepo, 'coin'>;
  ledger: Pick<Ledger, 'accountId'>;
  /** The hold's refusal; the check itself runs in the move's statement. */
  hold: Pick<SecurityHoldGuard, 'refusal'>;
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
 * once the day's limit is reached or a security hold began: the request is looked up first, then the
 * hold, the limit (under the user's lock) and the move follow — all in one statement
 * (ledger/flows/move-once), the busiest money write's one round trip.
 */
export async function transferBetweenWallets(
  deps: TransferDeps,
  caller: Caller,
  input: WalletTransferInput,
): Promise<WalletTransfer> {
  const request = requestOf(caller, input);
  const coin = await checkedCoin(deps, caller, input);
  const id = `${idPrefix}${input.requestId ? `${caller.userId}:${input.requestId}` : randomUUID()}`;
  const at = deps.now();
  const amount = new Dec(input.amount);
  const result: WalletTransfer = {
    id,
    coin: coin.code,
    amount: toWire(amount),
    fromWalletType: input.fromWalletType,
    toWalletType: input.toWalletType,
    createdAt: at.toISOString(),
  };
  const from = userAccount(caller.userId, coin.code, input.fromWalletType);
  const to = userAccount(caller.userId, coin.code, input.toWalletType);
  try {
    // The accounts' ids are read (and made, the first time) outside the statement and cached.
    const moved = await moveOnce(deps.db, deps.ledger, {
      request,
      userId: caller.userId,
      checkHold: true,
      limit: {
        max: coin.transferDailyMax,
        windowMs: dayMs,
        amount: input.amount,
        asset: coin.code,
        idPrefix,
      },
      moves: moves({ id, from, to, asset: coin.code, amount, fee: new Dec(coin.transferFee) }),
      result,
      at,
      refusals: {
        hold: deps.hold.refusal,
        limit: () => new AppError('dailyTransferLimitExceeded'),
        conflict: () => new AppError('conflict', 'This request id was already used for a different request.'),
      },
    });
    return moved.result;
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

/** The amount less the fee to the other wallet and the fee to the fees account, or one transfer when free. */
function moves(t: { id: string; from: AccountKey; to: AccountKey; asset: string; amount: Dec; fee: Dec }) {
  const { id, from, to, asset, amount, fee } = t;
  if (!fee.gt(0)) return [{ id, debit: from, credit: to, asset, amount, reason: 'transfer' as const }];
  return [
    { id, debit: from, credit: to, asset, amount: amount.minus(fee), reason: 'transfer' as const },
    { id: `${id}:fee`, debit: from, credit: feesAccount(asset), asset, amount: fee, reason: 'fee' as const },
  ];
}
