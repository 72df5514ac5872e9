import { endpoints, exchangeStatus, type LiveEvent, walletType } from '@coffer/contract';
import { beforeAll, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser } from '../../../test/builders';
import { stockMarketMaker } from '../../../test/convert-helpers';
import { useLiveTestApp } from '../../../test/live';
import { createSandboxPrices, sandboxUsdPrices } from '../../adapters/prices/sandbox-prices';
import { buildModules } from '../../modules';

const { t, live } = useLiveTestApp();
/** The reference prices the fill job sees (USD per coin): the test moves BTC to reach a limit. */
const usd = { ...sandboxUsdPrices };
beforeAll(async () => {
  await stockMarketMaker(t.db, 'BTC', '10');
});

const limitEvents = (events: LiveEvent[]) =>
  events.flatMap((e) => (e.event === 'convertLimitOrder' ? [[e.data.orderId, e.data.status] as const] : []));

it('streams a convert limit order to its owner when placed, filled and cancelled, and to nobody else', async () => {
  const flash = walletType.members.flashExchange;
  const owner = await aUser().verified().funded('USDT', '10000', flash).create(t);
  const bystander = await aUser().verified().create(t);
  const seen = new Map<number, LiveEvent[]>([
    [owner.id, []],
    [bystander.id, []],
  ]);
  const stops = [...seen].map(([id, list]) => live.subscribe(id, (e) => list.push(e)));
  const place = (limitPrice: string) =>
    api(t).as(owner).call(endpoints.convert.createLimitOrder, {
      symbol: 'BTC/USDT',
      side: 'buy',
      fromAmount: '1000',
      limitPrice,
    });

  // A second apart each time, so the stream's order (by the instant of each change) is certain.
  const filled = await place('60000');
  t.clock.advance(1000);
  const cancelledLater = await place('50000');
  await live.poll();
  t.clock.advance(1000);
  // The house buys at the reference + 0.5 %: at 59,700 that is 59,998.5, under the first limit.
  usd.BTC = '59700';
  const process = buildModules({ db: t.db, now: () => t.clock.now, prices: createSandboxPrices(usd) });
  for (const job of process.jobs) await job();
  t.clock.advance(1000);
  await api(t).as(owner).call(endpoints.convert.cancelLimitOrder, { orderId: cancelledLater.orderId });
  await live.poll();
  for (const stop of stops) stop();

  const { inProgress, complete, cancelled } = exchangeStatus.members;
  expect(limitEvents(seen.get(owner.id) ?? [])).toEqual([
    [filled.orderId, inProgress],
    [cancelledLater.orderId, inProgress],
    [filled.orderId, complete],
    [cancelledLater.orderId, cancelled],
  ]);
  expect(seen.get(bystander.id)).toEqual([]);
});
