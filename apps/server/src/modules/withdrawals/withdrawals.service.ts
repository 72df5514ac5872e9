import {
  type EndpointParsedInput,
  exceedsDailyWithdrawalMax,
  type WithdrawalStatus,
  withdrawalProblem,
  withdrawalStatus,
  type withdrawalsEndpoints,
  withdrawalTotal,
} from '@coffer/contract';
import type { Messenger } from '../../adapters/messaging/messenger';
import type { Db } from '../../db/client';
import { systemAccount, userAccount } from '../../ledger/accounts';
import { Dec, toWire } from '../../ledger/decimal';
import type { BatchItem, Ledger } from '../../ledger/ledger';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../plugins/auth';
import type { AddressBookService } from '../address-book/address-book.module';
import { checkedAddress } from '../address-book/address-book.module';
import type { CoinsRepo } from '../assets/assets.module';
import { assertCoinDecimals, ledgerToAppError } from '../assets/assets.module';
import type { KycGuard } from '../kyc/kyc.module';
import type { FundPinGuard, SecurityHoldGuard } from '../security/security.module';
import {
  cancellableStatuses,
  codeAttemptsMax,
  codeMatches,
  codeTtlMs,
  hashCode,
  newCode,
  newRid,
  reservationIds,
} from './withdrawals.fns';
import { createWithdrawalsRepo, type WithdrawalRow, type WithdrawalsRepo } from './withdrawals.repo';

const s = withdrawalStatus.members;
const dayMs = 86_400_000;

export const withdrawalView = (w: WithdrawalRow) => ({
  rid: w.rid,
  coin: w.coin,
  network: w.network,
  address: w.address,
  amount: toWire(w.amount),
  fee: toWire(w.fee),
  total: withdrawalTotal(w.amount, w.fee),
  status: w.status,
  confirmed: w.confirmedAt !== null,
  cancellable: cancellableStatuses.includes(w.status),
  txId: w.txId,
  createdAt: w.createdAt.toISOString(),
  completedAt: w.completedAt?.toISOString() ?? null,
});

export type ApplyInput = EndpointParsedInput<typeof withdrawalsEndpoints.apply>;

export interface WithdrawalsDeps {
  db: Db;
  repo: WithdrawalsRepo;
  coins: CoinsRepo;
  addressBook: Pick<AddressBookService, 'entryFor'>;
  ledger: Pick<Ledger, 'withTx'>;
  kyc: Pick<KycGuard, 'requireVerified'>;
  hold: Pick<SecurityHoldGuard, 'requireNoHold'>;
  fundPin: Pick<FundPinGuard, 'requireFundPin'>;
  messenger: Messenger;
  now: () => Date;
}

/** The ledger moves that end a withdrawal: post (it left) or void (it came back), amount and fee. */
export function settle(w: WithdrawalRow, op: 'post' | 'void'): BatchItem[] {
  const ids = reservationIds(w.rid);
  const items: BatchItem[] = [{ op, id: `${ids.amount}:${op}`, pendingId: ids.amount, reason: 'withdrawal' }];
  if (new Dec(w.fee).gt(0))
    items.push({ op, id: `${ids.fee}:${op}`, pendingId: ids.fee, reason: 'withdrawalFee' });
  return items;
}

export function createWithdrawalsService(deps: WithdrawalsDeps) {
  const { db, repo, coins, addressBook, ledger, messenger, now } = deps;

  /**
   * Who may withdraw at all, through the shared guards: verified identity (60013 with
   * data.kycStatus), no 24-hour hold after a security change (60011), and the right fund PIN.
   */
  async function checkUser(userId: number, fundPassword: string) {
    await deps.kyc.requireVerified(userId);
    await deps.hold.requireNoHold(userId);
    await deps.fundPin.requireFundPin(userId, fundPassword);
  }

  return {
    async apply(caller: Caller, input: ApplyInput) {
      const found = await checkedAddress(coins, input.coin, input.network, input.address);
      const { coin, network, address } = found;
      if (!network.withdrawEnabled) throw new AppError('currencyWithdrawalClosed');
      await checkUser(caller.userId, input.fundPassword);
      assertCoinDecimals(input.amount, coin.decimals);
      const at = now();
      const entry = await addressBook.entryFor(caller.userId, coin.code, network.network, address);
      if (!entry)
        throw new AppError('wrongWithdrawalAddress', 'Add this address to your address book first.');
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
      const requestKey = input.requestId ? `${caller.userId}:${input.requestId}` : null;
      const sameRequest = (w: WithdrawalRow) => {
        if (
          w.coin !== coin.code ||
          w.network !== network.network ||
          w.address !== address ||
          !amount.eq(w.amount)
        )
          throw new AppError('conflict', 'This request id was already used for a different withdrawal.');
        return withdrawalView(w);
      };
      if (requestKey) {
        const earlier = await repo.byRequestKey(requestKey);
        if (earlier) return sameRequest(earlier);
      }

      const rid = newRid();
      const code = newCode();
      let saved: { row: WithdrawalRow; created: boolean };
      try {
        saved = await db.transaction(async (tx) => {
          const r = createWithdrawalsRepo(tx);
          // One withdrawal at a time per user: the daily total and the balance check cannot race.
          await r.lockUser(caller.userId);
          if (requestKey) {
            const earlier = await r.byRequestKey(requestKey);
            if (earlier) return { row: earlier, created: false };
          }
          const usedToday = await r.dailyTotal(caller.userId, coin.code, new Date(at.getTime() - dayMs));
          const dailyMax = network.withdrawDailyMax;
          if (exceedsDailyWithdrawalMax({ usedToday, amount: input.amount, dailyMax }))
            throw new AppError('dailyWithdrawalLimitExceeded', toWire(network.withdrawDailyMax));
          const row = await r.insert({
            rid,
            requestKey,
            userId: caller.userId,
            coin: coin.code,
            network: network.network,
            address,
            amount: amount.toFixed(),
            fee: fee.toFixed(),
            status: s.pendingSend,
            codeHash: hashCode(code),
            codeExpiresAt: new Date(at.getTime() + codeTtlMs),
            createdAt: at,
            updatedAt: at,
          });
          const ids = reservationIds(rid);
          const user = userAccount(caller.userId, coin.code);
          const reserves: BatchItem[] = [
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
            reserves.push({
              op: 'reserve',
              id: ids.fee,
              debit: user,
              credit: systemAccount('fees', coin.code),
              asset: coin.code,
              amount: fee,
              reason: 'withdrawalFee',
            });
          await ledger.withTx(tx).batch(reserves);
          return { row, created: true };
        });
      } catch (error) {
        throw ledgerToAppError(error);
      }
      if (!saved.created) return sameRequest(saved.row);
      await messenger.send({
        userId: caller.userId,
        subject: 'Confirm your withdrawal',
        kind: 'withdrawalCode',
        text: `Your code to confirm the withdrawal of ${toWire(amount)} ${coin.code} is ${code}. It expires in 10 minutes.`,
      });
      return withdrawalView(saved.row);
    },

    async confirm(caller: Caller, rid: string, code: string) {
      const outcome = await db.transaction(async (tx) => {
        const r = createWithdrawalsRepo(tx);
        const w = await r.lock(rid, caller.userId);
        if (!w) return { error: new AppError('withdrawalOrderNotFound') };
        if (w.status !== s.pendingSend || w.confirmedAt) return { error: new AppError('orderStatusInvalid') };
        const at = now();
        if (!w.codeExpiresAt || w.codeExpiresAt < at || w.codeAttempts >= codeAttemptsMax)
          return { error: new AppError('securityVerificationFailed', 'The code has expired. Apply again.') };
        if (!codeMatches(w.codeHash, code)) {
          // Counted even though the call fails: the attempt must stick.
          await r.update(w.id, { codeAttempts: w.codeAttempts + 1, updatedAt: at });
          return { error: new AppError('securityVerificationFailed', 'Wrong code.') };
        }
        return { row: w };
      });
      if ('error' in outcome) throw outcome.error;
      const w = outcome.row;
      const config = await coins.network(w.coin, w.network);
      const review = !config || new Dec(w.amount).gte(config.network.reviewThreshold);
      const updated = await db.transaction(async (tx) => {
        const r = createWithdrawalsRepo(tx);
        const again = await r.lock(rid, caller.userId);
        if (!again || again.status !== s.pendingSend || again.confirmedAt)
          throw new AppError('orderStatusInvalid');
        const at = now();
        return r.update(again.id, {
          status: review ? s.pendingReview : s.pendingSend,
          confirmedAt: at,
          codeHash: null,
          updatedAt: at,
        });
      });
      return withdrawalView(updated);
    },

    /** Revokes while cancellable (spec §4) and releases the reservation; a second call is a no-op. */
    async cancel(caller: Caller, rid: string) {
      try {
        const row = await db.transaction(async (tx) => {
          const r = createWithdrawalsRepo(tx);
          const w = await r.lock(rid, caller.userId);
          if (!w) throw new AppError('withdrawalOrderNotFound');
          if (w.status === s.revoked) return w;
          if (!cancellableStatuses.includes(w.status)) throw new AppError('orderStatusInvalid');
          await ledger.withTx(tx).batch(settle(w, 'void'));
          return r.update(w.id, { status: s.revoked, codeHash: null, updatedAt: now() });
        });
        return withdrawalView(row);
      } catch (error) {
        throw ledgerToAppError(error);
      }
    },

    async list(caller: Caller, q: { coin?: string; status?: WithdrawalStatus; skip: number; take: number }) {
      const page = await repo.page({ userId: caller.userId, ...q });
      return { totalCount: page.totalCount, items: page.items.map(withdrawalView) };
    },
  };
}
export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
