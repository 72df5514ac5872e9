import { assetsEndpoints, type CoinConfig } from '@coffer/contract/assets';
import { paymentsEndpoints } from '@coffer/contract/payments';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../../test/i18n';
import { stubNetwork } from '../../../../test/network';
import { showInApp } from '../../../../test/render';
import { CreatePaymentOrder } from './create-payment-order';

const aCurrency = (coin: string, decimals: number, isFiat: boolean): CoinConfig => ({
  coin,
  name: coin,
  decimals,
  isFiat,
  transferEnabled: true,
  transferFee: '0',
  networks: [],
});

inEnglish(['payments', 'common']);

describe('the new payment order form', () => {
  it("cuts the amount to the currency's decimals as it is typed, and again when the currency changes", async () => {
    const net = stubNetwork();
    net.reply(assetsEndpoints.getRechargeWithdrawCoinList, [
      aCurrency('USD', 2, true),
      aCurrency('BTC', 8, false),
    ]);
    const user = userEvent.setup();
    showInApp(<CreatePaymentOrder onCreated={() => {}} />);
    await user.click(await screen.findByTestId('payment-create-open'));
    await waitFor(() => expect(net.to(assetsEndpoints.getRechargeWithdrawCoinList)).toHaveLength(1));
    const amount = await screen.findByTestId('create-amount');
    await user.type(amount, '19.999');
    expect(amount).toHaveValue('19.99');
    await user.click(screen.getByTestId('create-currency'));
    await user.click(await screen.findByRole('option', { name: 'BTC', hidden: true }));
    await user.clear(amount);
    await user.type(amount, '0.123456789');
    expect(amount).toHaveValue('0.12345678');
    await user.click(screen.getByTestId('create-currency'));
    await user.click(await screen.findByRole('option', { name: 'USD', hidden: true }));
    expect(amount).toHaveValue('0.12');
    expect(net.to(paymentsEndpoints.create)).toEqual([]);
  });
});
