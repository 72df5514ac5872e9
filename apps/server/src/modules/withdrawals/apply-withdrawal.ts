import {
  type EndpointParsedInput,
  type WalletType,
  withdrawalProblem,
  withdrawalStatus,
  type withdrawalsEndpoints,
} from '@coffer/contract';
import type { Messenger } from '../../adapters/messaging/messenger';
import type { Db } from '../../db/client';
import { systemAccount, userAccount } from '../../ledger/accounts';
import { lockUser, requireWithinRollingLimit } from '../../ledger/flows/rolling-limit';
import type { BatchItem, Ledger } from '../../ledger/ledger';
import { AppError } from '../../lib/app-error';
import { Dec, toWire } from '../../lib/money';
import type { Caller } from '../../plugins/auth';
import { type AddressBookService, checkedAddress } from '../address-book/address-book.module';
import { assertCoinDecimals, type CoinsRepo, ledgerToAppError } from '../assets/assets.module';
import type { KycGuard } from '../kyc/kyc.module';
import type { FundPinGuard, SecurityHoldGuard } from '../security/security.module';
import { withdrawalView } from './withdrawal-view';
import { codeTtlMs, hashCode, newCode, newRid, reservationIds } from './withdrawals.fns';
import { createWithdrawalsRepo, type WithdrawalRow, type WithdrawalsRepo } from './withdrawals.repo';

const s = withdrawalStatus.members;
const dayMs = 86_400_000;

/** The call's body and the wallet it debits: spot, or a merchant's cloud wallet on the merchant host. */
export type ApplyInput = EndpointParsedInput<typeof withdrawalsEndpoints.apply> & { wallet: WalletType };

export interface ApplyWithdrawalDeps {
  db: Pick<Db, 'transaction'>;
  repo: Pick<WithdrawalsRepo, 'byRequestKey'>;
  coins: CoinsRepo;
  addressBook: Pick<AddressBookService, 'entryFor'>;
  ledger: Pick<Ledger, 'withTx'>;
  kyc: Pick<KycGuard, 'requireVerified'>;
  hold: Pick<SecurityHoldGuard, 'requireNoHold'>;
  fundPin: Pick<FundPinGuard, 'requireFundPin'>;
  messenger: Messenger;
  now: () => Date;
}

type Checked = Awaited<ReturnType<typeof checkedApplication>>;

/**
 * Applies for a withdrawal: checks the user, the destination and the limits, reserves the amount
 * and the fee in the ledger, and sends the code that confirms it. A repeated request id returns the
 * first withdrawal when the body is the same, and is refused when it differs.
 */
export async function applyWithdrawal(deps: ApplyWithdrawalDeps, caller: Caller, input: ApplyInput) {
  const checked = await checkedApplication(deps, caller, input);
  const requestKey = input.requestId ? `${caller.userId}:${input.requestId}` : null;
  if (requestKey) {
    const earlier = await deps.repo.byRequestKey(requestKey);
    if (earlier) return sameRequest(earlier, checked);
  }
  const code = newCode();
  let saved: { row: WithdrawalRow; created: boolean };
  try {
    saved = await deps.db.transaction((tx) =>
      reserve({ tx, ledger: deps.ledger }, { caller, checked, requestKey, code }),
    );
  } catch (error) {
    throw ledgerToAppError(error, input.wallet);
  }
  if (!saved.created) return sameRequest(saved.row, checked);
  if (saved.row.confirmedAt) return withdrawalView(saved.row);
  await deps.messenger.send({
    userId: caller.userId,
    subject: 'Confirm your withdrawal',
    kind: 'withdrawalCode',
    text: `Your code to confirm the withdrawal of ${toWire(checked.amount)} ${checked.coin.code} is ${code}. It expires in 10 minutes.`,
  });
  return withdrawalView(saved.row);
}

/**
 * Everything that refuses a withdrawal before it is saved: the address, the network, the user
 * (verified identity 60013 with data.kycStatus, no 24-hour hold 60011, the right fund PIN), the
 * address book's cool-off, and the single-withdrawal limits.
 */
async function checkedApplication(deps: ApplyWithdrawalDeps, caller: Caller, input: ApplyInput) {
  const found = await checkedAddress(deps.coins, input.coin, input.network, input.address);
  const { coin, network, address } = found;
  if (!network.withdrawEnabled) throw new AppError('currencyWithdrawalClosed');
  await deps.kyc.requireVerified(caller.userId);
  await deps.hold.requireNoHold(caller.userId);
  // A withdraw key was created with the second factor and stands in for the fund PIN (docs/areas/public-api.md).
  if (caller.apiKeyId === undefined) {
    if (!input.fundPassword) throw new AppError('securityVerificationFailed', 'Enter your fund PIN.');
    await deps.fundPin.requireFundPin(caller.userId, input.fundPassword);
  }
  assertCoinDecimals(input.amount, coin.decimals);
  const at = deps.now();
  const entry = await deps.addressBook.entryFor(caller.userId, coin.code, network.network, address);
  if (!entry) throw new AppError('wrongWithdrawalAddress', 'Add this address to your address book first.');
  if (caller.apiKeyWithdrawIds && !caller.apiKeyWithdrawIds.includes(entry.id))
    throw new AppError('wrongWithdrawalAddress', "This address is outside the API key's withdrawal scope.");
  if (entry.usableFrom > at)
    throw new AppError(
      'wrongWithdrawalAddress',
      `This address can be used from ${entry.usableFrom.toISOString()}.`,
    );
  const limits = { fee: network.withdrawFee, min: network.withdrawMin, max: network.withdrawMax };
  const problem = withdrawalProblem(input.amount, limits);
  if (problem === 'belowMin') throw new AppError('belowSingleMinimum', toWire(network.withdrawMin));
  if (problem === 'aboveMax') throw new AppError('aboveSingleMaximum', toWire(network.withdrawMax));
  const amount = new Dec(input.amount);
  const fee = new Dec(network.withdrawFee);
  return { coin, network, address, at, amountText: input.amount, amount, fee, wallet: input.wallet };
}

/** A retry with the same request id: the first withdrawal if it asked for the same, else a conflict. */
function sameRequest(w: WithdrawalRow, checked: Checked) {
  const { coin, network, address, amount } = checked;
  if (w.coin !== coin.code || w.network !== network.network || w.address !== address || !amount.eq(w.amount))
    throw new AppError('conflict', 'This request id was already used for a different withdrawal.');
  return withdrawalView(w);
}

/** Saves the withdrawal and reserves its amount and fee, in the caller's transaction. */
async function reserve(
  deps: { tx: Db; ledger: Pick<Ledger, 'withTx'> },
  application: { caller: Caller; checked: Checked; requestKey: string | null; code: string },
): Promise<{ row: WithdrawalRow; created: boolean }> {
  const { caller, checked, requestKey, code } = application;
  const { coin, network, address, at, amount, fee } = checked;
  const r = createWithdrawalsRepo(deps.tx);
  // One withdrawal at a time per user: a retry with the same request id finds the first one.
  await lockUser(deps.tx, caller.userId);
  if (requestKey) {
    const earlier = await r.byRequestKey(requestKey);
    if (earlier) return { row: earlier, created: false };
  }
  await requireWithinRollingLimit(deps.tx, {
    userId: caller.userId,
    amount: checked.amountText,
    max: network.withdrawDailyMax,
    windowMs: dayMs,
    at,
    used: (tx, since) => createWithdrawalsRepo(tx).dailyTotal(caller.userId, coin.code, since),
    refusal: () => new AppError('dailyWithdrawalLimitExceeded', toWire(network.withdrawDailyMax)),
  });
  const rid = newRid();
  const row = await r.insert({
    rid,
    requestKey,
    userId: caller.userId,
    coin: coin.code,
    network: network.network,
    address,
    amount: amount.toFixed(),
    fee: fee.toFixed(),
    walletType: checked.wallet,
    ...confirmation(caller, checked, code),
    createdAt: at,
    updatedAt: at,
  });
  await deps.ledger.withTx(deps.tx).batch(reserves(rid, caller.userId, checked));
  return { row, created: true };
}

/**
 * A signed-in user confirms with the code sent to them; a withdraw key's application is confirmed
 * at once (no code: the key is the second factor), to review at or above the network's threshold.
 */
function confirmation(caller: Caller, checked: Checked, code: string) {
  const { at, amount, network } = checked;
  if (caller.apiKeyId === undefined)
    return {
      status: s.pendingSend,
      codeHash: hashCode(code),
      codeExpiresAt: new Date(at.getTime() + codeTtlMs),
    };
  const review = amount.gte(network.reviewThreshold);
  return { status: review ? s.pendingReview : s.pendingSend, confirmedAt: at, codeHash: null };
}

/** The two pending transfers: the amount to custody, the fee (when there is one) to fees. */
function reserves(rid: string, userId: number, checked: Checked): BatchItem[] {
  const { coin, network, amount, fee } = checked;
  const ids = reservationIds(rid);
  const user = userAccount(userId, coin.code, checked.wallet);
  const items: BatchItem[] = [
    {
      op: 'reserve',
      id: ids.amount,
      debit: user,
      credit: systemAccount('custody', coin.code, network.network),
      asset: coin.code,
      amount,
      reason: 'withdrawal',
    },
  ];
  if (fee.gt(0))
    items.push({
      op: 'reserve',
      id: ids.fee,
      debit: user,
      credit: systemAccount('fees', coin.code),
      asset: coin.code,
      amount: fee,
      reason: 'withdrawalFee',
    });
  return items;
}
