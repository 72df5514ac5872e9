import {
  accountType,
  endpoints,
  errors,
  p2pAdStatus,
  p2pOrderStatus,
  paymentChannel,
} from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { api } from '../../test/api-client';
import { balanceOf } from '../../test/builders';
import { useTestApp } from '../../test/harness';
import { runOps } from '../../test/ops';
import { aDealer, aTrader, p2pOrderRow, requestId } from '../../test/p2p-helpers';
import { p2pAds, users } from '../db/schema';
import type { OpsCommand } from './cli';
import { p2pAppealCommand, p2pAppealsCommand, p2pDealerCommand } from './p2p';

const t = useTestApp();
const run = (command: OpsCommand, positionals: string[] = [], values: Record<string, unknown> = {}) =>
  runOps(t, command, positionals, values);

it('lists open appeals, and an operator takes one and releases the escrow to the buyer', async () => {
  expect(await run(p2pAppealsCommand)).toBe('No open appeals.');
  const dealer = await aDealer(t);
  const user = await aTrader(t);
  const order = await api(t).as(user).call(endpoints.p2p.userBuyCoin, {
    adId: dealer.buyAd.id,
    quantity: '20',
    channel: paymentChannel.members.bankTransfer,
    requestId: requestId(),
  });
  await api(t).as(user).call(endpoints.p2p.userBuyCoinConfirmPayment, { orderId: order.orderId });
  const appeal = await api(t)
    .as(user)
    .call(endpoints.p2p.userAppeal, { orderId: order.orderId, reason: 0, remark: 'Paid, nothing released.' });
  expect(await run(p2pAppealsCommand)).toContain(`${appeal.appealId}  order ${order.orderId}`);
  await expect(
    run(p2pAppealCommand, [appeal.appealId, 'release'], { operator: 'ana' }),
  ).rejects.toMatchObject({
    code: errors.conflict.code,
    details: 'Take the appeal before ruling on it.',
  });
  expect(await run(p2pAppealCommand, [appeal.appealId, 'take'], { operator: 'ana' })).toContain(
    'taken by ana',
  );
  await expect(run(p2pAppealCommand, [appeal.appealId, 'take'], { operator: 'bo' })).rejects.toMatchObject({
    code: errors.conflict.code,
  });
  const ruled = await run(p2pAppealCommand, [appeal.appealId, 'release'], {
    operator: 'ana',
    outcome: 'dealer',
  });
  expect(ruled).toContain('release, dealerResponsibility');
  expect((await p2pOrderRow(t, order.orderId))?.status).toBe(p2pOrderStatus.members.completed);
  expect((await balanceOf(t, user, 'USDT')).balance).toBe('20');
  expect(await run(p2pAppealsCommand)).toBe('No open appeals.');
});

it('makes a verified account a dealer and takes it back, pausing its ads', async () => {
  const person = await aTrader(t);
  await run(p2pDealerCommand, [person.uid]);
  const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
  expect(row?.accountType).toBe(accountType.members.acceptor);
  const dealer = await aDealer(t);
  await run(p2pDealerCommand, [dealer.uid], { revoke: true });
  const ads = await t.db.select().from(p2pAds).where(eq(p2pAds.dealerId, dealer.id));
  expect(ads.every((a) => a.status === p2pAdStatus.members.paused)).toBe(true);
  await expect(run(p2pDealerCommand, ['no-such-uid'])).rejects.toThrow(/No user/);
});
