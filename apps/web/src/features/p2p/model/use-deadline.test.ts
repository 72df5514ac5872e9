import { type P2pOrder, p2pOrderStatus } from '@coffer/contract/p2p';
import { describe, expect, it } from 'vitest';
import { minutesSeconds, orderDeadline } from './use-deadline';

const s = p2pOrderStatus.members;
const order = (change: Partial<P2pOrder>): P2pOrder => ({
  orderId: 'fo_abcdefghijklmnop',
  adId: 1,
  side: 'buy',
  coin: 'USDT',
  fiat: 'USD',
  price: '1.002',
  quantity: '20',
  total: '20.04',
  channel: 1,
  status: s.awaitingUserPayment,
  dealerName: 'Desk',
  userName: 'User',
  role: 'user',
  createdAt: '2026-11-29T12:00:00.000Z',
  payBy: '2026-11-29T12:15:00.000Z',
  paidAt: null,
  confirmBy: null,
  endedAt: null,
  cancelReason: null,
  vouchers: [],
  voucherUrls: [],
  appealOpen: false,
  cancelProposedBy: null,
  payee: null,
  ...change,
});

describe('the order countdown', () => {
  it('counts to the payment window while unpaid, then to the receipt window', () => {
    expect(orderDeadline(order({}))).toBe('2026-11-29T12:15:00.000Z');
    const paid = order({ status: s.awaitingDealerConfirmation, confirmBy: '2026-11-29T12:30:00.000Z' });
    expect(orderDeadline(paid)).toBe('2026-11-29T12:30:00.000Z');
    expect(orderDeadline(order({ side: 'sell', status: s.awaitingDealerPayment }))).toBe(
      '2026-11-29T12:15:00.000Z',
    );
  });

  it('shows none while an appeal freezes the timers, nor once the order ended', () => {
    expect(orderDeadline(order({ status: s.awaitingDealerConfirmation, appealOpen: true }))).toBeNull();
    expect(orderDeadline(order({ status: s.completed }))).toBeNull();
    expect(orderDeadline(order({ status: s.cancelled }))).toBeNull();
  });

  it('writes minutes and two-digit seconds', () => {
    expect(minutesSeconds(845)).toBe('14:05');
    expect(minutesSeconds(59)).toBe('0:59');
    expect(minutesSeconds(0)).toBe('0:00');
  });
});
