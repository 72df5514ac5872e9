import { paymentTransferSubject } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { settlementIds } from './payment-scan';
import { refundTransferIds } from './refund-sender';

describe('payment transfer ids', () => {
  it('name their order or refund, as the cloud wallet history reads them', () => {
    const orderId = 'pay_abcdefghijklmnopqrstuv';
    const settled = settlementIds(orderId, 'TRC20', 'a1b2c3');
    expect(paymentTransferSubject(settled.net)).toEqual({ orderId });
    expect(paymentTransferSubject(settled.fee)).toEqual({ orderId });
    const refundId = 'prf_abcdefghijklmnopqrstuv';
    const refund = refundTransferIds(refundId);
    expect(paymentTransferSubject(refund.reserve)).toEqual({ refundId });
    expect(paymentTransferSubject(refund.resolve)).toEqual({ refundId });
    expect(paymentTransferSubject('dep:1')).toBeNull();
  });
});
