import {
  type EndpointParsedInput,
  type multisigEndpoints,
  multisigWithdrawalStatus,
  walletType,
  withdrawalProblem,
} from '@coffer/contract';
import type { Db } from '../../db/client';
import { systemAccount, userSubAccount } from '../../ledger/accounts';
import { idempotent } from '../../ledger/flows/idempotent-request';
import { requireWithinRollingLimit } from '../../ledger/flows/rolling-limit';
import type { Ledger } from '../../ledger/ledger';
import { AppError } from '../../lib/app-error';
import { Dec, toWire } from '../../lib/money';
import type { Caller } from '../../plugins/auth';
import { checkedAddress } from '../address-book/address-book.module';
import { assertCoinDecimals, type CoinsRepo, ledgerToAppError } from '../assets/assets.module';
import type { KycGuard } from '../kyc/kyc.module';
import { reservationIds, walletSub } from './multisig.fns';
import { createMultisigRepo, type MultisigRepo } from './multisig.repo';
import { withdrawalView } from './multisig-view';
import { ownWallet } from './multisig-wallets';

type ProposeInput = EndpointParsedInput<typeof multisigEndpoints.propose>;
const dayMs = 86_400_000;

export interface ProposeDeps {
  db: Db;
  repo: MultisigRepo;
  coins: CoinsRepo;
  ledger: Pick<Ledger, 'withTx'>;
  kyc: Pick<KycGuard, 'requireVerified'>;
  now: () => Date;
  proposalTtlMs: number;
}

/**
 * Proposes a withdrawal from a multisig wallet: checks the coin, the address and the single
 * limits, then in one transaction (the wallet locked, so two proposals never both pass): 50009
 * while another withdrawal of the wallet is open, the rolling daily limit, the next nonce, the row,
 * and the reservation of amount + fee. A `requestId` makes it idempotent: the same key and body
 * answer the first proposal.
 */
export async function proposeWithdrawal(deps: ProposeDeps, caller: Caller, input: ProposeInput) {
  const wallet = await ownWallet(deps.repo, caller, input.walletId);
  const enabled = (await deps.repo.coins(wallet.id)).some(
    (c) => c.coin === input.coin.toUpperCase() && c.network === input.network.toUpperCase(),
  );
  const found = await checkedAddress(deps.coins, input.coin, input.network, input.address);
  const { coin, network, address } = found;
  if (!enabled) throw new AppError('currencyNotSupported', 'Add this coin and network to the wallet first.');
  if (!network.withdrawEnabled) throw new AppError('currencyWithdrawalClosed');
  await deps.kyc.requireVerified(caller.userId);
  assertCoinDecimals(input.amount, coin.decimals);
  const problem = withdrawalProblem(input.amount, {
    fee: network.withdrawFee,
    min: network.withdrawMin,
    max: network.withdrawMax,
  });
  if (problem === 'belowMin') throw new AppError('belowSingleMinimum', toWire(network.withdrawMin));
  if (problem === 'aboveMax') throw new AppError('aboveSingleMaximum', toWire(network.withdrawMax));
  const at = deps.now();
  const amount = new Dec(input.amount);
  const fee = new Dec(network.withdrawFee);

  const effect = (tx: Db) => async () => {
    const repo = createMultisigRepo(tx);
    const locked = await repo.wallet(caller.userId, wallet.id, true);
    if (!locked) throw new AppError('notFound', 'No such multisig wallet.');
    if (await repo.openWithdrawal(wallet.id)) throw new AppError('previousMultisigWithdrawalPending');
    await requireWithinRollingLimit(tx, {
      userId: caller.userId,
      amount: input.amount,
      max: network.withdrawDailyMax,
      windowMs: dayMs,
      at,
      used: (t, since) => createMultisigRepo(t).withdrawnSince(caller.userId, coin.code, since),
      refusal: () => new AppError('dailyWithdrawalLimitExceeded', toWire(network.withdrawDailyMax ?? '0')),
    });
    const next = await repo.takeNonce(wallet.id);
    if (next === undefined) throw new Error('nonce not taken');
    const row = await repo.insertWithdrawal({
      walletId: wallet.id,
      nonce: next - 1,
      requestKey: input.requestId ? `${caller.userId}:${input.requestId}` : null,
      coin: coin.code,
      network: network.network,
      address,
      amount: amount.toFixed(),
      fee: fee.toFixed(),
      status: multisigWithdrawalStatus.members.pendingSignature,
      expiresAt: new Date(at.getTime() + deps.proposalTtlMs),
      createdAt: at,
      updatedAt: at,
    });
    const ids = reservationIds(row.id);
    const from = userSubAccount(caller.userId, coin.code, walletType.members.multisig, walletSub(wallet.id));
    await deps.ledger.withTx(tx).batch([
      {
        op: 'reserve',
        id: ids.amount,
        debit: from,
        credit: systemAccount('custody', coin.code, network.network),
        asset: coin.code,
        amount,
        reason: 'withdrawal',
      },
      ...(fee.gt(0)
        ? [
            {
              op: 'reserve' as const,
              id: ids.fee,
              debit: from,
              credit: systemAccount('fees', coin.code),
              asset: coin.code,
              amount: fee,
              reason: 'withdrawalFee' as const,
            },
          ]
        : []),
    ]);
    return { id: row.id };
  };

  let id: number;
  try {
    id = await deps.db.transaction(async (tx) => {
      if (!input.requestId) return (await effect(tx)()).id;
      const body = {
        walletId: wallet.id,
        coin: coin.code,
        network: network.network,
        address,
        amount: amount.toFixed(),
      };
      const key = `multisig:${caller.userId}:${input.requestId}`;
      return (await idempotent(tx, { key, body }, effect(tx), at)).result.id;
    });
  } catch (error) {
    throw ledgerToAppError(error);
  }
  const row = await deps.repo.withdrawal(id);
  if (!row) throw new Error(`proposal ${id} vanished`);
  return withdrawalView(row, wallet.minSignatures, []);
}
