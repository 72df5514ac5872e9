import {
  acceptorPairStatus,
  type EndpointParsedInput,
  type OtcOrder,
  type OtcOrderKind,
  type otcEndpoints,
  otcOrderKind,
  otcOrderStatus,
} from '@coffer/contract';
import type { Messenger } from '../../adapters/messaging/messenger';
import type { Db } from '../../db/client';
import { userAccount, type WalletType } from '../../ledger/accounts';
import { LedgerError } from '../../ledger/errors';
import type { BatchItem, Ledger } from '../../ledger/ledger';
import { AppError } from '../../lib/app-error';
import { Dec, toWire } from '../../lib/money';
import { prefixedId } from '../../lib/quotes';
import type { Caller } from '../../plugins/auth';
import { type CoinsRepo, type CoinWithNetworks, coinIn, ledgerToAppError } from '../assets/assets.module';
import type { KycGuard } from '../kyc/kyc.module';
import { acceptorDisplayName, isLive, maskedUid, otcLegs, otcTransferIds, otcWalletOf } from './otc.fns';
import { createOtcRepo, type OtcOrderRow, type OtcRepo } from './otc.repo';
import { otcOrderView } from './otc-view';

export interface PlaceDeps {
  db: Db;
  coins: CoinsRepo;
  ledger: Pick<Ledger, 'withTx' | 'balance'>;
  kyc: Pick<KycGuard, 'requireVerified'>;
  messenger: Messenger;
  now: () => Date;
  /** How long an acceptor has to answer an order. */
  answerMs: number;
}

export const newOtcOrderId = () => prefixedId('po');

/** One side of an order: a coin, the wallet it moves in, the amount (what the user pays, or receives). */
interface Payer {
  coin: string;
  wallet: WalletType;
  amount: string;
}

type AtQuote = EndpointParsedInput<typeof otcEndpoints.createOrder>;

/** The quote's offer as it stands now: its config and pair enabled, both parties there (60202 otherwise). */
async function liveOffer(repo: OtcRepo, configId: number, userId: number) {
  const config = await repo.config(configId);
  const pair = config && (await repo.pairById(config.pairId));
  const acceptor = config && (await repo.party(config.acceptorId));
  const user = await repo.party(userId);
  if (!config || !pair?.enabled || !acceptor || !user) throw new AppError('otcOfferUnavailable');
  if (config.status !== acceptorPairStatus.members.enabled) throw new AppError('otcOfferUnavailable');
  return { config, pair, acceptor, user };
}

/** What the user pays and receives, each in the wallet its coin moves in (a coin gone: 40001). */
function sidesOf(catalogue: CoinWithNetworks[], legs: ReturnType<typeof otcLegs>) {
  const [payCoin, receiveCoin] = [coinIn(catalogue, legs.payCoin), coinIn(catalogue, legs.receiveCoin)];
  if (!payCoin || !receiveCoin) throw new AppError('currencyNotSupported');
  const pay: Payer = { coin: payCoin.code, wallet: otcWalletOf(payCoin), amount: legs.payAmount };
  const receive: Payer = {
    coin: receiveCoin.code,
    wallet: otcWalletOf(receiveCoin),
    amount: legs.receiveAmount,
  };
  return { pay, receive };
}

/**
 * An order's two legs as one ledger batch: the user pays the acceptor, the acceptor delivers to the
 * user; reserved until the acceptor answers (an order) or posted at once (a quick trade).
 */
const orderLegs = (
  op: 'transfer' | 'reserve',
  orderId: string,
  userId: number,
  acceptorId: number,
  pay: Payer,
  receive: Payer,
): BatchItem[] => {
  const ids = otcTransferIds(orderId);
  return [
    {
      op,
      id: ids.pay,
      debit: userAccount(userId, pay.coin, pay.wallet),
      credit: userAccount(acceptorId, pay.coin, pay.wallet),
      asset: pay.coin,
      amount: pay.amount,
      reason: 'otc',
    },
    {
      op,
      id: ids.deliver,
      debit: userAccount(acceptorId, receive.coin, receive.wallet),
      credit: userAccount(userId, receive.coin, receive.wallet),
      asset: receive.coin,
      amount: receive.amount,
      reason: 'otc',
    },
  ];
};

/**
 * Places an order at the caller's live quote, once. In one transaction: the quote row is locked (a
 * second call with it waits, then finds its order and returns it), the acceptor's config is read
 * again (disabled since the quote: 60202), both legs go through the ledger as one batch and the
 * order is recorded. An `order` reserves both legs (pending) until the acceptor answers; a
 * `quickTrade` posts both at once. Any refusal rolls all of it back: nothing moves.
 */
export async function placeOtcOrder(
  deps: PlaceDeps,
  caller: Caller,
  input: AtQuote,
  kind: OtcOrderKind,
): Promise<OtcOrder> {
  await deps.kyc.requireVerified(caller.userId);
  let payer: Payer | undefined;
  // Read before the transaction: the catalogue reads on the database, not on `tx`.
  const catalogue = await deps.coins.all();
  try {
    const placed = await deps.db.transaction(async (tx) => {
      const repo = createOtcRepo(tx);
      const quote = await repo.lockQuote(input.quoteId, caller.userId);
      if (!quote) throw new AppError('quoteNotFound');
      if (!new Dec(quote.quantity).eq(input.quantity)) throw new AppError('quoteAmountChanged');
      const done = await repo.orderOfQuote(quote.id);
      if (done) {
        // A quote is spent by its first order: the same call again gets that order back.
        if (done.kind !== kind) throw new AppError('quoteNotFound', 'This quote has been used.');
        return { order: done, created: false };
      }
      const at = deps.now();
      if (!isLive(quote.expiresAt, at)) throw new AppError('quoteExpired');
      const { config, pair, acceptor, user } = await liveOffer(repo, quote.configId, caller.userId);

      const orderId = newOtcOrderId();
      const legs = otcLegs({
        ...pair,
        side: quote.side,
        quantity: toWire(quote.quantity),
        total: toWire(quote.total),
      });
      const sides = sidesOf(catalogue, legs);
      payer = sides.pay;
      const op = kind === otcOrderKind.members.quickTrade ? 'transfer' : 'reserve';
      await deps.ledger
        .withTx(tx)
        .batch(orderLegs(op, orderId, caller.userId, config.acceptorId, sides.pay, sides.receive));
      const quick = kind === otcOrderKind.members.quickTrade;
      const order = await repo.insertOrder({
        id: orderId,
        quoteId: quote.id,
        kind,
        userId: caller.userId,
        acceptorId: config.acceptorId,
        configId: config.id,
        symbol: pair.symbol,
        side: quote.side,
        baseCoin: pair.baseCoin,
        quoteCoin: pair.quoteCoin,
        quantity: quote.quantity,
        price: quote.price,
        total: quote.total,
        status: quick ? otcOrderStatus.members.completed : otcOrderStatus.members.awaitingAcceptor,
        acceptorName: acceptorDisplayName(acceptor),
        userName: maskedUid(user.uid),
        createdAt: at,
        answerBy: quick ? null : new Date(at.getTime() + deps.answerMs),
        resolvedAt: quick ? at : null,
        updatedAt: at,
      });
      return { order, created: true };
    });
    if (placed.created) await tellAcceptor(deps.messenger, placed.order);
    return otcOrderView(placed.order);
  } catch (error) {
    throw await shortageToAppError(deps, caller.userId, payer, error);
  }
}

/** The acceptor hears of a new order to answer, or of a quick trade filled from its inventory. */
async function tellAcceptor(messenger: Messenger, o: OtcOrderRow) {
  const what = `${o.side === 'buy' ? 'buys' : 'sells'} ${toWire(o.quantity)} ${o.baseCoin} at ${toWire(o.price)} ${o.quoteCoin}`;
  const text =
    o.kind === otcOrderKind.members.quickTrade
      ? `A quick trade filled from your inventory: user ${o.userName} ${what} (order ${o.id}).`
      : `A new OTC order awaits your answer until ${o.answerBy?.toISOString()}: user ${o.userName} ${what} (order ${o.id}).`;
  await sendQuietly(messenger, { userId: o.acceptorId, subject: 'OTC order', kind: 'otcOrder', text });
}

/** A message is a courtesy: the order stands whether or not it could be sent. */
export async function sendQuietly(messenger: Messenger, message: Parameters<Messenger['send']>[0]) {
  try {
    await messenger.send(message);
  } catch {
    // The order page and the live stream still show the change.
  }
}

/**
 * Whose balance was short. The batch names only the debit account, so the user's balance of the
 * paid coin is read again: short, it is theirs (60028); otherwise the acceptor's inventory (60202).
 */
async function shortageToAppError(
  deps: Pick<PlaceDeps, 'ledger'>,
  userId: number,
  payer: Payer | undefined,
  error: unknown,
): Promise<unknown> {
  if (!(error instanceof LedgerError) || error.code !== 'insufficient_funds' || !payer)
    return ledgerToAppError(error);
  const own = await deps.ledger.balance(userAccount(userId, payer.coin, payer.wallet));
  return new AppError(
    new Dec(own.available).lt(payer.amount) ? 'insufficientBalance' : 'otcOfferUnavailable',
  );
}
