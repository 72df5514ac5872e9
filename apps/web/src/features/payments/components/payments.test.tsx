import { type PublicPaymentOrder, paymentOrderState, paymentsEndpoints } from '@coffer/contract/payments';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inEnglish } from '../../../../test/i18n';
import { json, stubNetwork } from '../../../../test/network';
import { showInApp } from '../../../../test/render';
import { sessionStore } from '../../../lib/session/session-store';
import { PayPage } from './pay-page';

const st = paymentOrderState.members;
const order = (over: Partial<PublicPaymentOrder> = {}): PublicPaymentOrder => ({
  orderId: 'pay_abcdefghijklmnopqrstuv',
  merchantName: 'Bean Shop',
  description: 'Coffee beans',
  amount: '12.5',
  currency: 'USD',
  state: st.new,
  coins: [
    {
      coin: 'USDT',
      network: 'TRC20',
      address: 'TVnfGw1q91E5Pz7McUgest1mS6Xhs4Fpe8',
      rate: '1',
      amountDue: '12.5',
      paid: '0',
      remaining: '12.5',
      uri: 'tron:TVnfGw1q91E5Pz7McUgest1mS6Xhs4Fpe8?amount=12.5',
      confirmations: 19,
    },
  ],
  paidCoin: null,
  payments: [],
  expiresAt: '2030-01-01T00:00:00.000Z',
  expiresInSeconds: 600,
  redirectUrl: null,
  ...over,
});

inEnglish(['payments', 'money', 'errors']);
afterEach(() => sessionStore.clear());

describe('the hosted payment page', () => {
  it('shows what to send where, with the countdown', async () => {
    stubNetwork().reply(paymentsEndpoints.getPublic, order());
    showInApp(<PayPage id="pay_abcdefghijklmnopqrstuv" />);
    expect(await screen.findByTestId('pay-status')).toHaveTextContent('Awaiting payment');
    expect(screen.getByTestId('pay-address')).toHaveTextContent('TVnfGw1q91E5Pz7McUgest1mS6Xhs4Fpe8');
    expect(screen.getByTestId('pay-amount')).toHaveTextContent('12.5');
    expect(screen.getByTestId('pay-countdown')).toHaveTextContent(/(10:00|09:5\d)/);
    expect(screen.getByTestId('pay-merchant')).toHaveTextContent('Bean Shop');
    expect(screen.getByText('You are paying')).toBeInTheDocument();
    expect(screen.getByTestId('pay-live')).toBeInTheDocument();
  });

  it('shows what is left of a partial payment', async () => {
    const partial = order({ state: st.paidPartial });
    const coin = partial.coins[0];
    if (coin) Object.assign(coin, { paid: '5', remaining: '7.5' });
    stubNetwork().reply(paymentsEndpoints.getPublic, partial);
    showInApp(<PayPage id="pay_abcdefghijklmnopqrstuv" />);
    expect(await screen.findByTestId('pay-partial')).toHaveTextContent('Send the remaining 7.5 USDT');
  });

  it('says paid, with the amount and the transaction id, and the way back to the shop', async () => {
    const txId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
    stubNetwork().reply(
      paymentsEndpoints.getPublic,
      order({
        state: st.settled,
        paidCoin: 'USDT',
        payments: [{ coin: 'USDT', network: 'TRC20', amount: '12.5', txId }],
        redirectUrl: 'https://shop.example/thanks',
      }),
    );
    showInApp(<PayPage id="pay_abcdefghijklmnopqrstuv" />);
    expect(await screen.findByTestId('pay-outcome')).toHaveTextContent('Payment complete');
    expect(screen.getByTestId('pay-paid')).toHaveTextContent('Paid 12.50 USDT on the TRC20 network');
    expect(screen.getByTestId('pay-txid')).toHaveTextContent(txId);
    expect(screen.getByTestId('pay-return')).toHaveAttribute('href', 'https://shop.example/thanks');
    expect(screen.queryByTestId('pay-address')).toBeNull();
    // Nothing will change any more: no "updates by itself" line.
    expect(screen.queryByTestId('pay-live')).toBeNull();
  });

  it('tells an expired order not to be paid', async () => {
    stubNetwork().reply(paymentsEndpoints.getPublic, order({ state: st.expired }));
    showInApp(<PayPage id="pay_abcdefghijklmnopqrstuv" />);
    expect(await screen.findByTestId('pay-outcome')).toHaveTextContent('Do not send funds');
  });

  it('says not found for an unknown order', async () => {
    stubNetwork().on(
      paymentsEndpoints.getPublic,
      json({ success: false, result: null, error: { code: 40007, message: 'not found' } }, 404),
    );
    showInApp(<PayPage id="pay_abcdefghijklmnopqrstuv" />);
    expect(await screen.findByTestId('pay-not-found')).toBeInTheDocument();
  });

  it('says not found for an address that cannot be an order, without asking the server', async () => {
    const net = stubNetwork();
    showInApp(<PayPage id="nonsense" />);
    expect(await screen.findByTestId('pay-not-found')).toHaveTextContent('Payment request not found');
    expect(net.requests).toHaveLength(0);
  });
});
