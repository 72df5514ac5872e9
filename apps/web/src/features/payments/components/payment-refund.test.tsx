import { type PaymentRefund, paymentRefundStatus, paymentsEndpoints } from '@coffer/contract/payments';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { inEnglish } from '../../../../test/i18n';
import { json, okFor, stubNetwork } from '../../../../test/network';
import { aPaymentOrder } from '../../../../test/payment-fixtures';
import { showInApp } from '../../../../test/render';
import { OverlayHosts } from '../../../app/overlay-hosts';
import { PaymentOrderDetail } from './payment-order-detail';

const paidOrder = aPaymentOrder({ amount: '100', currency: 'USDT', paid: '100', refundable: '100' });
const refund: PaymentRefund = {
  refundId: 'prf_abcdefghijklmnopqrstuv',
  orderId: paidOrder.orderId,
  coin: 'USDT',
  network: 'TRC20',
  address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
  amount: '30',
  status: paymentRefundStatus.members.sent,
  txId: 'a'.repeat(64),
  createdAt: '2026-11-29T00:10:00.000Z',
};

inEnglish(['payments', 'money', 'errors']);

it('a refund sends its key, the same one again after a lost answer, and a new one for the next refund', async () => {
  const net = stubNetwork();
  net.on(
    paymentsEndpoints.refund,
    json({ success: false, result: null, error: { code: 500, message: 'lost' } }, 500),
    okFor(paymentsEndpoints.refund, refund),
  );
  showInApp(
    <>
      <PaymentOrderDetail order={paidOrder} onClose={() => {}} />
      <OverlayHosts />
    </>,
  );
  const refundOnce = async (amount: string) => {
    fireEvent.change(await screen.findByTestId('refund-amount'), { target: { value: amount } });
    fireEvent.change(screen.getByTestId('refund-address'), { target: { value: refund.address } });
    fireEvent.click(screen.getByTestId('refund-submit'));
    fireEvent.click(await screen.findByTestId('confirm-action-submit'));
  };
  await refundOnce('30');
  await waitFor(() => expect(net.to(paymentsEndpoints.refund)).toHaveLength(1));
  // The answer was lost: the merchant asks again for the same refund.
  await waitFor(() =>
    expect(screen.getByTestId('confirm-action-submit')).not.toHaveAttribute('data-loading'),
  );
  fireEvent.click(screen.getByTestId('confirm-action-submit'));
  await waitFor(() => expect(net.to(paymentsEndpoints.refund)).toHaveLength(2));
  await waitFor(() => expect(screen.getByTestId('refund-amount')).toHaveValue(''));
  // The confirmation closes with a transition: until it is gone its button is still there to be
  // found, and a click on it (instead of the next refund's) sent nothing on a loaded machine.
  await waitFor(() => expect(screen.queryByTestId('confirm-action-submit')).toBeNull());
  await refundOnce('20');
  await waitFor(() => expect(net.to(paymentsEndpoints.refund)).toHaveLength(3));
  const keys = net.to(paymentsEndpoints.refund).map((r) => (r.body as { requestId?: string }).requestId);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(keys[2]).not.toBe(keys[0]);
});
