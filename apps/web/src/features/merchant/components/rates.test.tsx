import { assetsEndpoints } from '@coffer/contract/assets';
import { merchantEndpoints } from '@coffer/contract/merchant';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../../test/i18n';
import { stubNetwork } from '../../../../test/network';
import { showInApp } from '../../../../test/render';
import { Rates } from './rates';

inEnglish(['merchant', 'validation', 'errors', 'money']);

function stubRates() {
  const net = stubNetwork();
  net.reply(merchantEndpoints.rateGetAll, []);
  net.reply(merchantEndpoints.getMerchantSettlementCoinList, [
    { coin: 'USDT', name: 'Tether' },
    { coin: 'BTC', name: 'Bitcoin' },
  ]);
  net.reply(assetsEndpoints.getLegalPricingCurrencyList, [
    { currency: 'USD', name: 'US Dollar', decimals: 2 },
    { currency: 'EUR', name: 'Euro', decimals: 2 },
  ]);
  net.reply(merchantEndpoints.getReferenceExchangeRate, {
    legalCurrency: 'USD',
    collectionCurrency: 'USDT',
    rate: '1.0002',
  });
  net.reply(merchantEndpoints.rateCreate, {
    id: 1,
    legalCurrency: 'USD',
    collectionCurrency: 'USDT',
    rate: '1.5',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
  return net;
}

describe('the set-rate dialog', { timeout: 30_000 }, () => {
  it('picks both currencies, reads the rate as an amount, offers the reference rate by name', async () => {
    const net = stubRates();
    showInApp(<Rates />);
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('rate-add'));
    // The legal currency is a picker of the supported ones, not free text.
    const legal = await screen.findByTestId('rate-legal');
    expect(legal).toHaveAttribute('readonly');
    await waitFor(() => expect(legal).toHaveValue('USD · US Dollar'));
    // The reference is asked once for the pair, and offered by a button that says what it does.
    expect(await screen.findByTestId('rate-use-reference')).toHaveTextContent('Use the reference rate');
    expect(screen.getByText('Reference rate: 1 USD = 1.0002 USDT')).toBeInTheDocument();
    await u.type(screen.getByTestId('rate-value'), '-1,5abc');
    expect(screen.getByTestId('rate-value')).toHaveValue('1.5');
    expect(net.to(merchantEndpoints.getReferenceExchangeRate)).toHaveLength(1);
    await u.click(screen.getByTestId('rate-save'));
    await waitFor(() => expect(net.to(merchantEndpoints.rateCreate)).toHaveLength(1));
    expect(net.to(merchantEndpoints.rateCreate)[0]?.body).toEqual({
      legalCurrency: 'USD',
      collectionCurrency: 'USDT',
      rate: '1.5',
    });
  });

  it('fills the reference rate when asked', async () => {
    stubRates();
    showInApp(<Rates />);
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('rate-add'));
    await u.click(await screen.findByTestId('rate-use-reference'));
    expect(screen.getByTestId('rate-value')).toHaveValue('1.0002');
  });
});
