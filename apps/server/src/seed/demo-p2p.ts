import { type P2pSide, type PaymentChannel, p2pAdStatus, paymentChannel } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { p2pAds, p2pPaymentMethods, users } from '../db/schema';

const demoDealerUid = '10000004';
const c = paymentChannel.members;

/** The demo dealer's receiving methods: users buying from its ads pay to these. */
const methods: { channel: PaymentChannel; fields: Record<string, string> }[] = [
  {
    channel: c.bankTransfer,
    fields: { bankName: 'Emirates Demo Bank', accountNumber: 'AE070331234567890123456' },
  },
  { channel: c.alipay, fields: { account: 'desk@alipay.demo.coffer.test' } },
  { channel: c.wechatPay, fields: { account: '+971501000004' } },
];

/**
 * Its ads: [coin, fiat, buy price, sell price, min, max, available, channels]. A price ending in
 * `%` is a margin on the reference price (a floating ad): BTC follows the market.
 */
const ads: [string, string, string, string, string, string, string, PaymentChannel[]][] = [
  ['USDT', 'USD', '1.002', '0.998', '10', '5000', '20000', [c.bankTransfer, c.alipay]],
  ['USDT', 'EUR', '0.93', '0.92', '10', '5000', '20000', [c.bankTransfer, c.alipay]],
  ['USDT', 'CNY', '7.25', '7.18', '100', '35000', '20000', [c.alipay, c.wechatPay]],
  ['BTC', 'USD', '0.5%', '-0.5%', '50', '20000', '1', [c.bankTransfer, c.alipay]],
  ['BTC', 'EUR', '0.5%', '-0.5%', '50', '20000', '1', [c.bankTransfer, c.alipay]],
  ['BTC', 'CNY', '0.8%', '-0.8%', '500', '140000', '1', [c.alipay, c.wechatPay]],
];

/** An ad's price columns from its table entry: a fixed price, or a margin ('0.5%'). */
const priced = (price: string) =>
  price.endsWith('%')
    ? ({ priceType: 'floating', price: null, margin: price.slice(0, -1) } as const)
    : ({ priceType: 'fixed', price, margin: null } as const);

/**
 * The demo dealer's payment methods and P2P ads (both sides, 15-minute windows), so P2P works on
 * a fresh demo; its crypto is the OTC inventory (demo-otc.ts). Once: nothing is added when the
 * dealer has methods already.
 */
export async function seedDemoP2p(tx: Db, now: Date) {
  const [dealer] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.uid, demoDealerUid));
  if (!dealer) return;
  const existing = await tx
    .select({ id: p2pPaymentMethods.id })
    .from(p2pPaymentMethods)
    .where(eq(p2pPaymentMethods.userId, dealer.id));
  if (existing.length > 0) return;
  for (const m of methods)
    await tx.insert(p2pPaymentMethods).values({
      userId: dealer.id,
      channel: m.channel,
      holderName: dealer.name,
      fields: m.fields,
      createdAt: now,
      updatedAt: now,
    });
  for (const [coin, fiat, buyPrice, sellPrice, minTotal, maxTotal, available, channels] of ads)
    for (const [side, price] of [
      ['buy', buyPrice],
      ['sell', sellPrice],
    ] as [P2pSide, string][])
      await tx.insert(p2pAds).values({
        dealerId: dealer.id,
        side,
        coin,
        fiat,
        ...priced(price),
        minTotal,
        maxTotal,
        available,
        channels,
        windowMinutes: 15,
        status: p2pAdStatus.members.active,
        createdAt: now,
        updatedAt: now,
      });
}
