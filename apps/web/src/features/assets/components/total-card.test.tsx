import { assetsEndpoints } from '@coffer/contract/assets';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../../test/i18n';
import { stubNetwork } from '../../../../test/network';
import { i18n } from '../../../lib/i18n';
import { TotalCard } from './total-card';

inEnglish(['assets', 'money']);

/** The card as the app shows it. */
function showCard() {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <TotalCard />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** A total of 1234.5 USD, priced in any of `currencies`. */
function stubTotal(currencies: { currency: string; name: string; decimals: number }[]) {
  const net = stubNetwork();
  net.reply(assetsEndpoints.getAssetsSummary, { currency: 'USD', total: '1234.5', wallets: [] });
  net.reply(assetsEndpoints.getAssetConversion, { currency: 'USD', total: '1234.5', btc: '0.01' });
  net.reply(assetsEndpoints.getLegalPricingCurrencyList, currencies);
  return net;
}

describe('the total card', () => {
  it('switches the pricing currency with a native select, telling the server', async () => {
    const net = stubTotal([
      { currency: 'USD', name: 'US dollar', decimals: 2 },
      { currency: 'CNY', name: 'Renminbi', decimals: 2 },
    ]);
    net.reply(assetsEndpoints.setPricingCurrency, { currency: 'CNY' });
    showCard();
    const select = await screen.findByTestId('pricing-currency');
    expect(select.tagName).toBe('SELECT');
    await waitFor(() => expect(select).toHaveValue('USD'));
    await userEvent.selectOptions(select, 'CNY');
    await waitFor(() => expect(net.to(assetsEndpoints.setPricingCurrency)).toHaveLength(1));
    const [sent] = net.to(assetsEndpoints.setPricingCurrency);
    expect(sent?.body).toEqual({ currency: 'CNY' });
  });

  it('names the currencies in the reader language (issue 28: English names in Chinese)', async () => {
    stubTotal([
      { currency: 'USD', name: 'US Dollar', decimals: 2 },
      { currency: 'EUR', name: 'Euro', decimals: 2 },
    ]);
    await i18n.changeLanguage('zh-CN');
    try {
      showCard();
      const select = await screen.findByTestId('pricing-currency');
      await waitFor(() => expect(select).toHaveTextContent('USD · 美元'));
      expect(select).toHaveTextContent('EUR · 欧元');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
