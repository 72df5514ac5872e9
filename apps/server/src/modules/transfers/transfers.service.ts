import { randomUUID } from 'node:crypto';
import {
  type EndpointParsedInput,
  isMerchantAccountType,
  transferBelowFee,
  type transfersEndpoints,
  walletsFor,
} from '@coffer/contract';
import { userAccount, type WalletType } from '../../ledger/accounts';
import { Dec, toWire } from '../../ledger/decimal';
import type { Ledger } from '../../ledger/ledger';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../plugins/auth';
import type { CoinsRepo } from '../assets/assets.module';
import { assertCoinDecimals, ledgerToAppError } from '../assets/assets.module';
import type { SecurityHoldGuard } from '../security/security.module';

export type WalletTransferInput = EndpointParsedInput<typeof transfersEndpoints.transfer>;

const dayMs = 86_400_000;

export function createTransferService(deps: {
  coins: CoinsRepo;
  ledger: Pick<Ledger, 'transfer' | 'batch' | 'walletTransfers' | 'transferTime'>;
  hold: Pick<SecurityHoldGuard, 'requireNoHold'>;
  now: () => Date;
}) {
  const { coins, ledger, now } = deps;

  async function dailyTotal(userId: number, coin: string): Promise<Dec> {
    // Bounded: a day's transfers for one coin beyond 100 pages is not a real user's pattern.
    const since = now().getTime() - dayMs;
    let total = new Dec(0);
    for (let skip = 0; skip < 10_000; skip += 100) {
      const page = await ledger.walletTransfers({ userId, asset: coin, skip, take: 100 });
      const recent = page.items.filter((i) => i.createdAt.getTime() >= since);
      for (const i of recent) total = total.plus(i.amount);
      if (recent.length < page.items.length || page.items.length < 100) break;
    }
    return total;
  }

  return {
    async transfer(caller: Caller, input: WalletTransferInput) {
      const coin = await coins.coin(input.coin);
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
        const total = await dailyTotal(caller.userId, coin.code);
        if (total.plus(amount).gt(coin.transferDailyMax)) throw new AppError('dailyTransferLimitExceeded');
      }

      // The caller's request id, scoped to them, is the ledger's idempotency key.
      const id = `transfer:${input.requestId ? `${caller.userId}:${input.requestId}` : randomUUID()}`;
      const from = userAccount(caller.userId, coin.code, input.fromWalletType);
      const to = userAccount(caller.userId, coin.code, input.toWalletType);
      let result: string;
      try {
        result = fee.gt(0)
          ? ((
              await ledger.batch([
                {
                  op: 'transfer',
                  id,
                  debit: from,
                  credit: to,
                  asset: coin.code,
                  amount: amount.minus(fee),
                  reason: 'transfer',
                },
                {
                  op: 'transfer',
                  id: `${id}:fee`,
                  debit: from,
                  credit: { kind: 'system', role: 'fees', asset: coin.code, network: '' },
                  asset: coin.code,
                  amount: fee,
                  reason: 'fee',
                },
              ])
            )[0] ?? 'created')
          : await ledger.transfer({
              id,
              debit: from,
              credit: to,
              asset: coin.code,
              amount,
              reason: 'transfer',
            });
      } catch (error) {
        throw ledgerToAppError(error);
      }
      const createdAt = result === 'exists' ? ((await ledger.transferTime(id)) ?? now()) : now();
      return {
        id,
        coin: coin.code,
        amount: toWire(amount),
        fromWalletType: input.fromWalletType,
        toWalletType: input.toWalletType,
        createdAt: createdAt.toISOString(),
      };
    },

    async history(caller: Caller, q: { coin?: string; skip: number; take: number }) {
      const page = await ledger.walletTransfers({
        userId: caller.userId,
        asset: q.coin,
        skip: q.skip,
        take: q.take,
      });
      return {
        totalCount: page.totalCount,
        items: page.items.map((i) => ({
          id: i.id,
          coin: i.asset,
          amount: i.amount,
          fromWalletType: i.fromWalletType as WalletType,
          toWalletType: i.toWalletType as WalletType,
          createdAt: i.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type TransferService = ReturnType<typeof createTransferService>;
