import {
  type PaymentOrder,
  paymentOrderState,
  paymentOrderStatus,
  paymentsEndpoints,
} from '@coffer/contract/payments';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { confirmAction } from '../../../../test/confirm';
import { inEnglish } from '../../../../test/i18n';
import { fail, invalid, stubNetwork } from '../../../../test/network';
import { aPaymentOrder } from '../../../../test/payment-fixtures';
import { showInApp } from '../../../../test/render';
import { OverlayHosts } from '../../../app/overlay-hosts';
import { PaymentOrderDetail } from './payment-order-detail';

const st = paymentOrderState.members;
const rs = paymentOrderStatus.members;
const address = 'TVnfGw1q91E5Pz7McUgest1mS6Xhs4Fpe8';

/** A settled order of 25.5 USD paid in 25.5 USDT, 5 refunded, with any field changed. */
const anOrder = (over: Partial<PaymentOrder> = {}): PaymentOrder =>
  aPaymentOrder({
    merchantOrderNo: 'A-1001',
    amount: '25.5',
    status: rs.passed,
    paid: '25.5',
    credited: '25.3725',
    fee: '0.1275',
    refunded: '5',
    refundable: '20.5',
    ...over,
  });

function showDetail(order: PaymentOrder) {
  showInApp(
    <>
      <PaymentOrderDetail order={order} onClose={() => {}} />
      <OverlayHosts />
    </>,
  );
}

inEnglish(['payments', 'money', 'errors', 'validation']);

describe('a payment order in the back office', { timeout: 30_000 }, () => {
  it('shows the channel fee rate the order settled at beside the fee', async () => {
    stubNetwork();
    showDetail(anOrder({ feeRate: '0.0123' }));
    expect(await screen.findByTestId('detail-credited')).toHaveTextContent(
      '25.3725 USDT (fee 0.1275 USDT · 1.23 %)',
    );
  });

  it('shows its amounts with their units, padded as the hosted page shows them', async () => {
    stubNetwork();
    showDetail(anOrder());
    expect(await screen.findByTestId('detail-amount')).toHaveTextContent('25.50 USD');
    expect(screen.getByTestId('detail-paid')).toHaveTextContent('25.50 USDT');
    expect(screen.getByTestId('detail-refunded')).toHaveTextContent('5.00 USDT');
  });

  it('refunds only after a confirmation naming the amount and the address, and says so after', async () => {
    const net = stubNetwork();
    net.reply(paymentsEndpoints.refund, {
      refundId: 'prf_abcdefghijklmnopqrstuv',
      orderId: 'pay_abcdefghijklmnopqrstuv',
      coin: 'USDT',
      network: 'TRC20',
      address,
      amount: '12.3',
      status: 0,
      txId: null,
      createdAt: '2026-01-01T00:10:00.000Z',
    });
    showDetail(anOrder());
    const u = userEvent.setup();
    // A comma is read as the decimal point by the one amount input.
    await u.type(await screen.findByTestId('refund-amount'), '12,3');
    expect(screen.getByTestId('refund-amount')).toHaveValue('12.3');
    await u.type(screen.getByTestId('refund-address'), address);
    await u.click(screen.getByTestId('refund-submit'));
    await confirmAction(u, net, paymentsEndpoints.refund, ['12.30 USDT', address]);
    expect(net.to(paymentsEndpoints.refund)[0]?.body).toEqual({
      id: 'pay_abcdefghijklmnopqrstuv',
      amount: '12.3',
      address,
      // The refund's idempotency key: a retry after a lost answer refunds once.
      requestId: expect.any(String),
    });
    expect(await screen.findByText('Refund of 12.30 USDT sent.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('refuses a bad amount under its field before asking, and puts the server refusal of a field under it', async () => {
    const net = stubNetwork();
    net.on(paymentsEndpoints.refund, fail(40011));
    showDetail(anOrder());
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('refund-submit'));
    await waitFor(() => expect(screen.getByTestId('refund-amount')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByTestId('confirm-action-facts')).toBeNull();

    await u.type(screen.getByTestId('refund-amount'), '20');
    await u.type(screen.getByTestId('refund-address'), address);
    await u.click(screen.getByTestId('refund-submit'));
    await u.click(await screen.findByTestId('confirm-action-submit'));
    // 40011 belongs to the amount (the contract's fieldCodes): the dialog closes, the field says it.
    expect(await screen.findByText('The merchant balance is insufficient.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('confirm-action-facts')).toBeNull());
    expect(screen.getByTestId('refund-amount')).toHaveAttribute('aria-invalid', 'true');
  });

  it('places an address the server refuses as invalid under the address', async () => {
    const net = stubNetwork();
    net.on(paymentsEndpoints.refund, invalid([{ field: 'address', message: 'text.required' }]));
    showDetail(anOrder());
    const u = userEvent.setup();
    await u.type(await screen.findByTestId('refund-amount'), '1');
    await u.type(screen.getByTestId('refund-address'), address);
    await u.click(screen.getByTestId('refund-submit'));
    await u.click(await screen.findByTestId('confirm-action-submit'));
    await waitFor(() => expect(screen.getByTestId('refund-address')).toHaveAttribute('aria-invalid', 'true'));
  });

  it('rejects an order awaiting review only after asking, and says so after', async () => {
    const net = stubNetwork();
    const order = anOrder({
      status: rs.pendingReview,
      state: st.paidLate,
      refunded: '0',
      refundable: '25.5',
    });
    net.reply(paymentsEndpoints.reject, { ...order, status: rs.rejected });
    showDetail(order);
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('order-reject'));
    await confirmAction(u, net, paymentsEndpoints.reject, ['A-1001', '25.50 USD']);
    // The notification's code loads on first use: it may take longer than a query.
    expect(await screen.findByText('Order A-1001 rejected.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
