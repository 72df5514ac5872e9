import { cashEndpoints } from '@coffer/contract/cash';
import { errors } from '@coffer/contract/common';
import { globalAccountEndpoints as g } from '@coffer/contract/global-account';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../../test/i18n';
import { fail, stubNetwork } from '../../../../test/network';
import { showInApp } from '../../../../test/render';
import { MoveForm } from './move-form';

inEnglish(['global-account', 'cash', 'money', 'common']);

const balance = (currency: 'EUR' | 'GBP' | 'USD', available: string) => ({
  currency,
  balance: available,
  frozen: '0',
  available,
});
const quote = (amount: string, fee: string, net: string) => ({
  currency: 'EUR' as const,
  serviceType: 1 as const,
  paymentType: null,
  rate: '0.002',
  minFee: '1',
  amount,
  fee,
  net,
});

function networkWithBalances() {
  const net = stubNetwork();
  net.reply(cashEndpoints.getCashAssets, [balance('EUR', '2000')]);
  net.reply(g.getGlobalAccountAssets, [balance('EUR', '0')]);
  return net;
}

const typeAmount = (value: string) =>
  fireEvent.change(screen.getByTestId('global-move-amount'), { target: { value } });

describe('the move between the cash and the global account', { timeout: 30_000 }, () => {
  it('shows the fee the server quotes, asks first with it, and sends that fee with a request id', async () => {
    const net = networkWithBalances();
    net.reply(g.calculateServiceFee, quote('1234.56', '2.47', '1232.09'));
    net.reply(g.createFiatToGlobal, {
      id: 'm1',
      recordType: 6,
      currency: 'EUR',
      amount: '1234.56',
      fee: '2.47',
      net: '1232.09',
      createdAt: '2026-11-29T12:00:00.000Z',
    });
    showInApp(<MoveForm currencies={['EUR']} />);
    await screen.findByText('Available: 2,000.00 EUR');
    typeAmount('1234.56');
    expect(await screen.findByTestId('global-move-fee', {}, { timeout: 5_000 })).toHaveTextContent(
      '2.47 EUR',
    );
    expect(screen.getByTestId('global-move-net')).toHaveTextContent('1,232.09 EUR');
    const [asked] = net.to(g.calculateServiceFee);
    expect(asked?.body).toEqual({ currency: 'EUR', serviceType: 1, amount: '1234.56' });
    fireEvent.click(screen.getByTestId('global-move-submit'));
    const dialog = await screen.findByTestId('global-move-facts');
    expect(within(dialog).getByTestId('global-confirm-fee')).toHaveTextContent('2.47 EUR');
    expect(net.to(g.createFiatToGlobal)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('global-move-confirm-submit'));
    await waitFor(() => expect(net.to(g.createFiatToGlobal)).toHaveLength(1));
    const sent = net.to(g.createFiatToGlobal)[0]?.body as Record<string, string>;
    expect(sent).toMatchObject({ currency: 'EUR', amount: '1234.56', fee: '2.47' });
    expect(sent.requestId).toMatch(/.{8,}/);
  });

  it('refuses below the smallest move in the browser, without asking for a fee', async () => {
    const net = networkWithBalances();
    showInApp(<MoveForm currencies={['EUR']} />);
    await screen.findByText('Available: 2,000.00 EUR');
    typeAmount('9.99');
    expect(await screen.findByText('The smallest move is 10.00 EUR.')).toBeInTheDocument();
    expect(screen.getByTestId('global-move-submit')).toBeDisabled();
    await new Promise((r) => setTimeout(r, 700));
    expect(net.to(g.calculateServiceFee)).toHaveLength(0);
  });

  it('says when the fee changed before the confirmation and quotes it again', async () => {
    const net = networkWithBalances();
    net.reply(g.calculateServiceFee, quote('100', '1', '99'));
    net.on(g.createFiatToGlobal, fail(errors.globalFeeChanged.code, 409));
    showInApp(<MoveForm currencies={['EUR']} />);
    await screen.findByText('Available: 2,000.00 EUR');
    typeAmount('100');
    await screen.findByTestId('global-move-fee', {}, { timeout: 5_000 });
    fireEvent.click(screen.getByTestId('global-move-submit'));
    fireEvent.click(await screen.findByTestId('global-move-confirm-submit'));
    expect(
      await screen.findByText('The fee has changed since it was shown. Check the new fee and confirm again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(net.to(g.calculateServiceFee).length).toBeGreaterThanOrEqual(2));
  });
});
