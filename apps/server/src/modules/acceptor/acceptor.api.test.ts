import { acceptorPairStatus, endpoints, errors, otcOrderStatus } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser, type TestUser } from '../../../test/builders';
import { useTestApp } from '../../../test/harness';
import { anAcceptor, deskFields } from '../../../test/otc-helpers';
import { acceptorConfigs } from '../../db/schema';

const a = endpoints.acceptor;
const t = useTestApp();
let desk: Awaited<ReturnType<typeof anAcceptor>>;
let other: Awaited<ReturnType<typeof anAcceptor>>;
let alice: TestUser;
const as = (user: TestUser | null) => api(t).as(user);
const configRows = () => t.db.select().from(acceptorConfigs).orderBy(acceptorConfigs.id);

beforeAll(async () => {
  desk = await anAcceptor(
    t,
    [
      ['BTC', '3'],
      ['USDT', '50000'],
    ],
    [],
  );
  other = await anAcceptor(t, [['ETH', '5']], [{ symbol: 'ETH/USDT' }]);
  alice = await aUser().verified().funded('USDT', '100000').create(t);
});

describe('PromissoryConfig access', () => {
  it('answers only account type 6: a personal or merchant user gets 403 and nothing changes', async () => {
    const merchant = await aUser().verified().merchant().create(t);
    const before = await configRows();
    for (const user of [alice, merchant]) {
      expect(await as(user).fails(a.getSymbols)).toMatchObject({ status: 403, code: errors.forbidden.code });
      expect(await as(user).fails(a.addConfig, { symbol: 'BTC/USDT', ...deskFields() })).toMatchObject({
        status: 403,
      });
      expect(await as(user).fails(a.getInventory)).toMatchObject({ status: 403 });
    }
    expect(await configRows()).toEqual(before);
  });
});

describe('the pair desk', () => {
  it('lists the pairs it may configure', async () => {
    const pairs = await as(desk).call(a.getSymbols);
    expect(pairs.map((p) => p.symbol)).toEqual(['BTC/USDT', 'ETH/USDT', 'USDT/USD']);
  });

  it('adds one config per pair, enabled unless told, and pages them', async () => {
    const added = await as(desk).call(a.addConfig, {
      symbol: 'btc/usdt',
      ...deskFields({ buyDeviation: '0.75' }),
    });
    expect(added).toMatchObject({
      symbol: 'BTC/USDT',
      baseCoin: 'BTC',
      quoteCoin: 'USDT',
      buyMinQuantity: '0.001',
      buyMaxQuantity: '5',
      buyDeviation: '0.75',
      sellDeviation: '1',
      status: acceptorPairStatus.members.enabled,
    });
    const [row] = await t.db.select().from(acceptorConfigs).where(eq(acceptorConfigs.id, added.id));
    expect(row).toMatchObject({ acceptorId: desk.id, buyDeviation: '0.750000000000000000' });
    const off = await as(desk).call(a.addConfig, {
      symbol: 'USDT/USD',
      ...deskFields({
        buyMinQuantity: '10',
        buyMaxQuantity: '1000',
        sellMinQuantity: '10',
        sellMaxQuantity: '1000',
      }),
      status: acceptorPairStatus.members.disabled,
    });
    expect(off.status).toBe(acceptorPairStatus.members.disabled);

    const list = await as(desk).call(a.getConfigList, {});
    expect(list).toMatchObject({ totalCount: 2 });
    expect(list.items.map((c) => c.symbol)).toEqual(['BTC/USDT', 'USDT/USD']);
    const enabled = await as(desk).call(a.getConfigList, { status: acceptorPairStatus.members.enabled });
    expect(enabled.items.map((c) => c.id)).toEqual([added.id]);
    expect((await as(desk).call(a.getConfigList, { symbol: 'USDT/USD' })).items.map((c) => c.id)).toEqual([
      off.id,
    ]);
    expect((await as(desk).call(a.getConfigList, { symbol: 'ZZ/YY' })).totalCount).toBe(0);
    // Another acceptor's configs are not in the list.
    expect((await as(other).call(a.getConfigList, {})).items.map((c) => c.symbol)).toEqual(['ETH/USDT']);
  });

  it('refuses a second config for a pair (60203), min above max (60204), a deviation outside 0–20 % (60205), bad input', async () => {
    const before = await configRows();
    expect(await as(desk).fails(a.addConfig, { symbol: 'BTC/USDT', ...deskFields() })).toMatchObject({
      status: 400,
      code: errors.acceptorPairExists.code,
    });
    const range = await as(desk).fails(a.addConfig, {
      symbol: 'ETH/USDT',
      ...deskFields({ sellMinQuantity: '3', sellMaxQuantity: '2' }),
    });
    expect(range).toMatchObject({
      code: errors.acceptorQuantityRangeInvalid.code,
      data: { field: 'sellMinQuantity' },
    });
    const deviation = await as(desk).fails(a.addConfig, {
      symbol: 'ETH/USDT',
      ...deskFields({ buyDeviation: '20.01' }),
    });
    expect(deviation).toMatchObject({
      code: errors.acceptorDeviationOutOfRange.code,
      data: { field: 'buyDeviation' },
    });
    expect(
      await as(desk).fails(a.addConfig, { symbol: 'ETH/USDT', ...deskFields({ sellDeviation: '-1' }) }),
    ).toMatchObject({ code: errors.invalidInput.code });
    expect(
      await as(desk).fails(a.addConfig, {
        symbol: 'ETH/USDT',
        ...deskFields({ buyMinQuantity: '0.000000001' }),
      }),
    ).toMatchObject({ code: errors.invalidInput.code });
    expect(await as(desk).fails(a.addConfig, { symbol: 'DOGE/USDT', ...deskFields() })).toMatchObject({
      code: errors.currencyNotSupported.code,
    });
    expect(await configRows()).toEqual(before);
    // The bounds themselves are allowed.
    const edge = await as(desk).call(a.addConfig, {
      symbol: 'ETH/USDT',
      ...deskFields({ buyMinQuantity: '2', buyMaxQuantity: '2', buyDeviation: '20', sellDeviation: '0' }),
    });
    expect(edge).toMatchObject({
      buyMinQuantity: '2',
      buyMaxQuantity: '2',
      buyDeviation: '20',
      sellDeviation: '0',
    });
  });

  it('updates the numbers and the status of its own configs only (404 for another’s)', async () => {
    const [mine] = (await as(desk).call(a.getConfigList, { symbol: 'BTC/USDT' })).items;
    if (!mine) throw new Error('no config');
    t.clock.advance(1000);
    const updated = await as(desk).call(a.updateConfig, {
      id: mine.id,
      ...deskFields({ buyMaxQuantity: '2.5' }),
    });
    expect(updated).toMatchObject({
      id: mine.id,
      symbol: 'BTC/USDT',
      buyMaxQuantity: '2.5',
      buyDeviation: '1',
    });
    expect(updated.updatedAt).not.toBe(mine.updatedAt);
    expect(
      await as(desk).fails(a.updateConfig, {
        id: mine.id,
        ...deskFields({ buyMinQuantity: '3', buyMaxQuantity: '2.5' }),
      }),
    ).toMatchObject({ code: errors.acceptorQuantityRangeInvalid.code });

    const [theirs] = (await as(other).call(a.getConfigList, {})).items;
    if (!theirs) throw new Error('no config');
    const before = await configRows();
    expect(await as(desk).fails(a.updateConfig, { id: theirs.id, ...deskFields() })).toMatchObject({
      status: 404,
      code: errors.notFound.code,
    });
    expect(
      await as(desk).fails(a.updateStatus, { id: theirs.id, status: acceptorPairStatus.members.disabled }),
    ).toMatchObject({ status: 404 });
    expect(await configRows()).toEqual(before);

    // Disabled, it is no longer quoted: only `other` offers ETH/USDT now… and disabling that leaves none.
    await as(other).call(a.updateStatus, { id: theirs.id, status: acceptorPairStatus.members.disabled });
    const [ethDesk] = (await as(desk).call(a.getConfigList, { symbol: 'ETH/USDT' })).items;
    if (!ethDesk) throw new Error('no config');
    await as(desk).call(a.updateStatus, { id: ethDesk.id, status: acceptorPairStatus.members.disabled });
    expect(
      await as(alice).fails(endpoints.otc.getQuote, { symbol: 'ETH/USDT', side: 'buy', quantity: '1' }),
    ).toMatchObject({ code: errors.otcNoOffer.code });
  });
});

describe('incoming orders and inventory', () => {
  it('lists the orders placed against it, answers them, and shows its inventory with what is reserved', async () => {
    const quote = await as(alice).call(endpoints.otc.getQuote, {
      symbol: 'BTC/USDT',
      side: 'buy',
      quantity: '0.5',
    });
    const order = await as(alice).call(endpoints.otc.createOrder, {
      quoteId: quote.quoteId,
      quantity: '0.5',
    });
    const incoming = await as(desk).call(a.getIncomingOrders, {
      status: otcOrderStatus.members.awaitingAcceptor,
    });
    expect(incoming.items.map((o) => o.orderId)).toEqual([order.orderId]);
    expect((await as(other).call(a.getIncomingOrders, {})).totalCount).toBe(0);

    const inventory = await as(desk).call(a.getInventory);
    expect(inventory).toEqual([
      { coin: 'BTC', balance: '3', available: '2.5', reserved: '0.5' },
      { coin: 'USDT', balance: '50000', available: '50000', reserved: '0' },
      { coin: 'USD', balance: '0', available: '0', reserved: '0' },
      { coin: 'ETH', balance: '0', available: '0', reserved: '0' },
    ]);
    // Only its own acceptor answers it.
    expect(await as(other).fails(a.declineOrder, { orderId: order.orderId })).toMatchObject({
      code: errors.orderNotFound.code,
    });
    expect((await as(desk).call(a.acceptOrder, { orderId: order.orderId })).status).toBe(
      otcOrderStatus.members.completed,
    );
    expect((await as(desk).call(a.getInventory))[0]).toEqual({
      coin: 'BTC',
      balance: '2.5',
      available: '2.5',
      reserved: '0',
    });
    expect((await as(desk).call(a.getIncomingOrders, { symbol: 'ETH/USDT' })).totalCount).toBe(0);
  });
});
