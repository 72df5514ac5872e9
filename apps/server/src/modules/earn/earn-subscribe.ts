import {
  accrualStartDay,
  type EarnPosition,
  type EndpointParsedInput,
  type earnEndpoints,
  earnPositionStatus,
  earnProductKind,
  earnProductStatus,
  maturityDay,
  utcDay,
  walletType,
} from '@coffer/contract';
import { systemAccount, userAccount } from '../../ledger/accounts';
import { idempotent } from '../../ledger/flows/idempotent-request';
import { lockUser } from '../../ledger/flows/rolling-limit';
import { AppError } from '../../lib/app-error';
import { Dec, toWire } from '../../lib/money';
import { prefixedId } from '../../lib/quotes';
import type { Caller } from '../../plugins/auth';
import { assertCoinDecimals, ledgerToAppError } from '../assets/assets.module';
import { earnTransferIds, positionView } from './earn.fns';
import { createEarnRepo, type EarnProductRow } from './earn.repo';
import type { EarnDeps } from './earn.shared';
import { requireEarnAccount } from './earn-account';

type Input = EndpointParsedInput<typeof earnEndpoints.createDeposit>;

const investment = walletType.members.investment;

/**
 * Subscribes `amount` of the caller's investment wallet to a product. In one transaction, under the
 * user's lock and then the product's (every subscription to it waits there, so 50 parallel calls
 * count the quota one at a time): the request id's first answer if any, the product's status, the
 * per-user maximum, the remaining quota, the reservation of the principal (investment wallet →
 * earn pool, pending until redeemed) and the position. Any refusal rolls all of it back.
 */
export async function subscribe(deps: EarnDeps, caller: Caller, input: Input): Promise<EarnPosition> {
  const repo = createEarnRepo(deps.db);
  await requireEarnAccount(deps, repo, caller.userId);
  const product = await repo.product(input.productId);
  if (!product) throw new AppError('earnProductNotFound');
  const coin = await deps.coins.coin(product.asset);
  if (!coin) throw new AppError('currencyNotSupported');
  assertCoinDecimals(input.amount, coin.decimals, 'amount');
  // Made outside the transaction: the ledger caches ids read there (docs/areas.md).
  await deps.ledger.accountId(userAccount(caller.userId, product.asset, investment));
  await deps.ledger.accountId(systemAccount('earnPool', product.asset));
  const amount = toWire(input.amount);
  try {
    return await deps.db.transaction(async (tx) => {
      const open = () => openPosition({ ...deps, db: tx }, caller.userId, input.productId, amount);
      if (!input.requestId) return open();
      const request = {
        key: `earn:${caller.userId}:${input.requestId}`,
        body: { productId: input.productId, amount },
      };
      return (await idempotent(tx, request, open, deps.now())).result;
    });
  } catch (error) {
    throw ledgerToAppError(error, investment);
  }
}

/** The rules of a subscription against the locked product. */
function checkLimits(product: EarnProductRow, held: string, amount: string) {
  if (product.status !== earnProductStatus.members.active) throw new AppError('earnProductPaused');
  if (new Dec(amount).lt(product.minAmount))
    throw new AppError('belowSingleMinimum', `The minimum is ${toWire(product.minAmount)} ${product.asset}.`);
  if (new Dec(held).plus(amount).gt(product.maxPerUser))
    throw new AppError(
      'earnUserLimitExceeded',
      `You may hold up to ${toWire(product.maxPerUser)} ${product.asset} in this product; you hold ${toWire(held)}.`,
    );
  if (new Dec(product.subscribed).plus(amount).gt(product.totalQuota))
    throw new AppError(
      'earnQuotaExceeded',
      `${toWire(new Dec(product.totalQuota).minus(product.subscribed))} ${product.asset} of the quota is left.`,
    );
}

async function openPosition(deps: EarnDeps, userId: number, productId: number, amount: string) {
  const repo = createEarnRepo(deps.db);
  await lockUser(deps.db, userId);
  const product = await repo.lockProduct(productId);
  if (!product) throw new AppError('earnProductNotFound');
  checkLimits(product, await repo.heldBy(productId, userId), amount);
  const at = deps.now();
  const id = prefixedId('ep');
  await deps.ledger.withTx(deps.db).batch([
    {
      op: 'reserve',
      id: earnTransferIds.subscribe(id),
      debit: userAccount(userId, product.asset, investment),
      credit: systemAccount('earnPool', product.asset),
      asset: product.asset,
      amount,
      reason: 'earn',
    },
  ]);
  await repo.addSubscribed(productId, amount, at);
  const start = accrualStartDay(at);
  const fixed = product.kind === earnProductKind.members.fixed && product.termDays !== null;
  const maturity = fixed ? maturityDay(start, product.termDays ?? 0) : null;
  const position = await repo.insertPosition({
    id,
    userId,
    productId,
    asset: product.asset,
    amount,
    status: earnPositionStatus.members.active,
    subscribedAt: at,
    accrualStartDay: start,
    accrualEndDay: maturity,
    maturityDay: maturity,
    paidThroughDay: null,
    interestTotal: '0',
    createdAt: at,
    updatedAt: at,
  });
  return positionView(position, product, {
    today: utcDay(at),
    interestYesterday: '0',
    redemption: undefined,
  });
}
