import { accountType, endpoints, type PaymentChannel, paymentChannel } from '@coffer/contract';
import { eq, like } from 'drizzle-orm';
import { ledgerTransfers, p2pOrders } from '../src/db/schema';
import { api } from './api-client';
import { aUser, type TestUser } from './builders';
import type { TestApp } from './harness';

let names = 0;
/** A distinct KYC name per user: a payment method's holder must carry it. */
const nextName = () => `Test Person ${++names}`;

/** A payment method's fields that pass its channel's form. */
export const methodFields = (channel: PaymentChannel): Record<string, string> =>
  channel === paymentChannel.members.bankTransfer
    ? { bankName: 'Coffer Test Bank', accountNumber: 'DE89370400440532013000' }
    : { account: 'payee@example.com' };

/** Adds a receiving method of the user's, through the API. */
export const addMethod = (t: TestApp, u: TestUser, channel: PaymentChannel) =>
  api(t)
    .as(u)
    .call(endpoints.p2p.createPaymentMethod, { channel, holderName: u.name, fields: methodFields(channel) });

/** A verified user with a KYC name, a fund PIN and the balances given. */
export async function aTrader(t: TestApp, funds: [string, string][] = []) {
  let b = aUser().verified().fundPin().with({ name: nextName() });
  for (const [coin, amount] of funds) b = b.funded(coin, amount);
  return b.create(t);
}

/**
 * A dealer (account type 6) with USDT, a bank and an Alipay method, and two ads on USDT/USD: `buy`
 * (it sells 500 USDT at 1.01, 10–1000 USD per order) and `sell` (it buys at 0.99), 15-minute windows.
 */
export async function aDealer(t: TestApp) {
  const dealer = await aUser()
    .verified()
    .fundPin()
    .with({ name: nextName() })
    .accountType(accountType.members.acceptor)
    .funded('USDT', '1000')
    .create(t);
  await addMethod(t, dealer, paymentChannel.members.bankTransfer);
  await addMethod(t, dealer, paymentChannel.members.alipay);
  const channels = [paymentChannel.members.bankTransfer, paymentChannel.members.alipay];
  const ad = (side: 'buy' | 'sell', price: string) =>
    api(t).as(dealer).call(endpoints.p2p.dealerPublishAd, {
      side,
      coin: 'USDT',
      fiat: 'USD',
      price,
      minTotal: '10',
      maxTotal: '1000',
      available: '500',
      channels,
      windowMinutes: 15,
    });
  const buyAd = await ad('buy', '1.01');
  const sellAd = await ad('sell', '0.99');
  return { ...dealer, buyAd, sellAd };
}

let requests = 0;
export const requestId = () => `req-${Date.now()}-${++requests}`;

export const p2pOrderRow = async (t: TestApp, id: string) =>
  (await t.db.select().from(p2pOrders).where(eq(p2pOrders.id, id)))[0];

export const escrowTransfers = (t: TestApp, orderId: string) =>
  t.db
    .select()
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.id, `p2p:${orderId}:%`));
