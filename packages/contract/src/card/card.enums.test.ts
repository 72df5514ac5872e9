import { describe, expect, it } from 'vitest';
import { p2pOrderStatus } from '../p2p';
import { cardOrderCancellable, cardOrderStatuses } from './card.enums';

const p = p2pOrderStatus.members;

describe('card order statuses', () => {
  it('are the peer-to-peer order numbers of spec §4 a card purchase passes through', () => {
    expect([...cardOrderStatuses].sort()).toEqual([1, 6, 7, 8, 9]);
  });

  it('may be cancelled only while waiting for the payment', () => {
    const cancellable = cardOrderStatuses.filter(cardOrderCancellable);
    expect(cancellable).toEqual([p.pendingPayment]);
    expect(cardOrderCancellable(p.awaitingDealerConfirmation)).toBe(false);
  });
});
