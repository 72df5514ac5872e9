import { walletType } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { acceptorDisplayName, isLive, maskedUid, otcLegs, otcTransferIds, otcWalletOf } from './otc.fns';

describe('OTC functions', () => {
  it('derives one transfer id per leg and outcome from the order', () => {
    const ids = otcTransferIds('po_x');
    expect([ids.pay, ids.deliver, ids.resolve('pay', 'post'), ids.resolve('deliver', 'void')]).toEqual([
      'otc:po_x:pay',
      'otc:po_x:deliver',
      'otc:po_x:pay:post',
      'otc:po_x:deliver:void',
    ]);
  });

  it('settles coins on spot and currencies on the fiat wallet', () => {
    expect(otcWalletOf({ isFiat: false })).toBe(walletType.members.spot);
    expect(otcWalletOf({ isFiat: true })).toBe(walletType.members.fiat);
  });

  it('pays the total and receives the quantity when buying, the other way round when selling', () => {
    const q = { baseCoin: 'BTC', quoteCoin: 'USDT', quantity: '0.5', total: '30000' };
    expect(otcLegs({ ...q, side: 'buy' })).toEqual({
      payCoin: 'USDT',
      payAmount: '30000',
      receiveCoin: 'BTC',
      receiveAmount: '0.5',
    });
    expect(otcLegs({ ...q, side: 'sell' })).toEqual({
      payCoin: 'BTC',
      payAmount: '0.5',
      receiveCoin: 'USDT',
      receiveAmount: '30000',
    });
  });

  it('is live strictly before the end', () => {
    const end = new Date(1000);
    expect(isLive(end, new Date(999))).toBe(true);
    expect(isLive(end, new Date(1000))).toBe(false);
  });

  it('masks a uid and names an acceptor', () => {
    expect(maskedUid('10000001')).toBe('10****01');
    expect(maskedUid('123')).toBe('****');
    expect(acceptorDisplayName({ name: ' Desk ', uid: '1' })).toBe('Desk');
    expect(acceptorDisplayName({ name: null, uid: '10000004' })).toBe('Acceptor 10000004');
  });
});
