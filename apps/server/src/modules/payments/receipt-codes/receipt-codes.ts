import { accountType, type PublicReceiptCode, type ReceiptCode } from '@coffer/contract';
import { isChain } from '../../../adapters/chain/addresses';
import type { PriceAdapter } from '../../../adapters/prices/prices';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { ClientInfo } from '../../../lib/client-info';
import { prefixedId } from '../../../lib/quotes';
import type { RateLimiter } from '../../../lib/rate-limiter';
import { randomToken } from '../../../lib/secrets';
import type { Caller } from '../../../plugins/auth';
import type { CoinsRepo } from '../../assets/assets.module';
import type { MerchantAccess } from '../../merchant/merchant.module';
import type { CreatePaymentInput, PaymentOrderOwner } from '../payment-create';
import { type CodeScope, createReceiptCodesRepo, type ReceiptCodeRow } from './receipt-codes.repo';

export interface ReceiptCodesDeps {
  db: Db;
  now: () => Date;
  access: MerchantAccess;
  coins: Pick<CoinsRepo, 'network'>;
  prices: Pick<PriceAdapter, 'price'>;
  limiter: RateLimiter;
  /** The payment-create use case (payments.module.ts), for an owner the code names. */
  createOrder: (owner: PaymentOrderOwner, input: CreatePaymentInput) => Promise<{ orderId: string }>;
  merchantName: (merchantId: number) => Promise<string | undefined>;
}

/** The customer's page of a code, on the base host. */
export const codePath = (id: string) => `/pay/code/${id}`;
/** Anonymous orders from codes: per client address a minute, and per code a minute (a busy till). */
const perClient = { windowMs: 60_000, max: 10 };
const perCode = { windowMs: 60_000, max: 120 };
/** A counter's order waits as long as the API's default (the customer pays at once). */
const codeOrderMinutes = 30;

const codeView = (row: ReceiptCodeRow): ReceiptCode => ({
  id: row.id,
  subMerchantId: row.subMerchantId,
  currency: row.currency,
  label: row.label,
  coins: row.coins,
  payUrl: codePath(row.id),
  disabled: row.disabledAt !== null,
  createdAt: row.createdAt.toISOString(),
  disabledAt: row.disabledAt?.toISOString() ?? null,
});

/** The caller's merchant and, for a sub-merchant, its own till (it sees and makes only its own codes). */
async function scopeOf(deps: ReceiptCodesDeps, caller: Caller): Promise<CodeScope> {
  const merchantId = await deps.access.merchantOf(caller.userId);
  if (merchantId === undefined) throw new AppError('forbidden', 'Merchant role has no access.');
  return caller.accountType === accountType.members.subMerchant
    ? { merchantId, subMerchantId: caller.userId }
    : { merchantId };
}

/** Every coin can take deposits, and the currency prices each of them (as PaymentOrder/Create will). */
async function checkCoins(
  deps: ReceiptCodesDeps,
  currency: string,
  coins: { coin: string; network: string }[],
) {
  for (const { coin, network } of coins) {
    const found = await deps.coins.network(coin, network);
    if (!found || found.coin.isFiat || !isChain(found.network.chain))
      throw new AppError('currencyNotSupported');
    if (!found.network.depositEnabled) throw new AppError('coinDepositProhibited');
    const rate = coin === currency ? '1' : await deps.prices.price(coin, currency);
    if (!rate || !/[1-9]/.test(rate)) throw new AppError('currencyNotSupported');
  }
}

/** ReceivePayment/CreateMerchantsReceiptCode. */
async function create(
  deps: ReceiptCodesDeps,
  caller: Caller,
  input: {
    currency: string;
    label?: string;
    coins: { coin: string; network: string }[];
    subMerchantId?: number;
  },
): Promise<ReceiptCode> {
  const scope = await scopeOf(deps, caller);
  let subMerchantId = scope.subMerchantId ?? null;
  if (input.subMerchantId !== undefined && input.subMerchantId !== subMerchantId) {
    // A sub-merchant names only itself; the merchant only one of its own live sub-merchants.
    const owner =
      scope.subMerchantId === undefined ? await deps.access.merchantOf(input.subMerchantId) : undefined;
    if (owner !== scope.merchantId || input.subMerchantId === scope.merchantId)
      throw new AppError('userNotFound', 'No such sub-merchant.');
    subMerchantId = input.subMerchantId;
  }
  const coins = [...new Map(input.coins.map((c) => [`${c.coin}:${c.network}`, c])).values()];
  await checkCoins(deps, input.currency, coins);
  const row = await createReceiptCodesRepo(deps.db).insertCode({
    id: prefixedId('rc'),
    merchantId: scope.merchantId,
    subMerchantId,
    currency: input.currency,
    label: input.label ?? null,
    coins,
    createdAt: deps.now(),
  });
  return codeView(row);
}

async function list(deps: ReceiptCodesDeps, caller: Caller, skip: number, take: number) {
  const page = await createReceiptCodesRepo(deps.db).page(await scopeOf(deps, caller), skip, take);
  return { totalCount: page.totalCount, items: page.items.map(codeView) };
}

async function disable(deps: ReceiptCodesDeps, caller: Caller, id: string) {
  const row = await createReceiptCodesRepo(deps.db).disable(await scopeOf(deps, caller), id, deps.now());
  if (!row) throw new AppError('receiptCodeNotFound');
  return codeView(row);
}

/** The code when it may still make orders: enabled, its merchant (and till) still live. */
async function liveCode(deps: ReceiptCodesDeps, id: string) {
  const row = await createReceiptCodesRepo(deps.db).code(id);
  if (!row) throw new AppError('receiptCodeNotFound');
  if (row.disabledAt) throw new AppError('receiptCodeDisabled');
  const owner = await deps.access.merchantOf(row.subMerchantId ?? row.merchantId);
  if (owner !== row.merchantId) throw new AppError('receiptCodeDisabled');
  return row;
}

async function getPublic(deps: ReceiptCodesDeps, id: string): Promise<PublicReceiptCode> {
  const row = await liveCode(deps, id);
  return {
    id: row.id,
    merchantName: (await deps.merchantName(row.merchantId)) ?? '',
    currency: row.currency,
    label: row.label,
    coins: row.coins,
  };
}

async function limit(deps: ReceiptCodesDeps, key: string, rule: { windowMs: number; max: number }) {
  const hit = await deps.limiter.hit(key, rule);
  if (!hit.ok)
    throw new AppError('tooManyRequests', 'Too many orders. Wait a moment.', null, {
      retryAfterSeconds: hit.retryAfterSeconds,
    });
}

/** The customer's amount as an order of the code's merchant and till, with a generated order number. */
async function createOrder(
  deps: ReceiptCodesDeps,
  client: ClientInfo,
  input: { id: string; amount: string },
) {
  await limit(deps, `rc:ip:${client.ip}`, perClient);
  const row = await liveCode(deps, input.id);
  await limit(deps, `rc:code:${row.id}`, perCode);
  const order = await deps.createOrder(
    { merchantId: row.merchantId, subMerchantId: row.subMerchantId },
    {
      merchantOrderNo: `RC-${randomToken(12)}`,
      amount: input.amount,
      currency: row.currency,
      coins: row.coins,
      expiresInMinutes: codeOrderMinutes,
      ...(row.label ? { description: row.label } : {}),
      metadata: { receiptCodeId: row.id },
    },
  );
  return { orderId: order.orderId };
}

/** Receipt codes: a counter's static QR code that makes payment orders from the customer's amount. */
export function createReceiptCodesService(deps: ReceiptCodesDeps) {
  return {
    create: (caller: Caller, input: Parameters<typeof create>[2]) => create(deps, caller, input),
    list: (caller: Caller, skip: number, take: number) => list(deps, caller, skip, take),
    disable: (caller: Caller, id: string) => disable(deps, caller, id),
    getPublic: (id: string) => getPublic(deps, id),
    createOrder: (client: ClientInfo, input: { id: string; amount: string }) =>
      createOrder(deps, client, input),
  };
}
