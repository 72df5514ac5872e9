import { endpoints, paymentOrderState, paymentOrderStatus } from '@coffer/contract';
import { and, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser } from '../../../test/builders';
import { useTestApp } from '../../../test/harness';
import { paymentOrders } from '../../db/schema';
import { unpaidOrdersMax } from './payment-create';

const t = useTestApp();

const unpaid = async (merchantId: number) =>
  (
    await t.db
      .select({ n: count() })
      .from(paymentOrders)
      .where(
        and(eq(paymentOrders.merchantId, merchantId), eq(paymentOrders.state, paymentOrderState.members.new)),
      )
  )[0]?.n;

it('parallel creates never pass the unpaid-orders limit: the count is taken under the merchant’s lock', async () => {
  const merchant = await aUser().verified().merchant().create(t);
  const at = t.clock.now;
  const room = 5;
  // The merchant's earlier unpaid orders, all but `room` of the limit.
  await t.db.insert(paymentOrders).values(
    Array.from({ length: unpaidOrdersMax - room }, (_, i) => ({
      id: `pay_bulk${String(i).padStart(16, '0')}`,
      merchantId: merchant.id,
      merchantOrderNo: `BULK-${i}`,
      amount: '1',
      currency: 'USD',
      state: paymentOrderState.members.new,
      status: paymentOrderStatus.members.created,
      createdAt: at,
      expiresAt: new Date(at.getTime() + 3600_000),
      updatedAt: at,
    })),
  );
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      api(t)
        .as(merchant)
        .on('merchant')
        .send(endpoints.payments.create, {
          merchantOrderNo: `PAR-${i}`,
          amount: '10',
          currency: 'USD',
          coins: [{ coin: 'USDT', network: 'TRC20' }],
          expiresInMinutes: 30,
          metadata: {},
        }),
    ),
  );
  expect(answers.filter((a) => a.status === 200)).toHaveLength(room);
  expect(answers.filter((a) => a.error?.code === 40016)).toHaveLength(12 - room);
  expect(await unpaid(merchant.id)).toBe(unpaidOrdersMax);
});
