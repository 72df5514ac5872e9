import { assetsEndpoints } from '@coffer/contract/assets';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubNetwork } from '../../../../test/network';
import { i18n, initI18n } from '../../../lib/i18n';
import { DistributionCard } from './distribution-card';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['assets', 'money']);
});

const item = (coin: string, percent: string) => ({ coin, amount: '1', value: percent, percent });

/** The colour of each coin's swatch in the card's list, read from the page as drawn. */
async function swatchColours(items: ReturnType<typeof item>[]) {
  const net = stubNetwork();
  net.reply(assetsEndpoints.getAssetDistribution, { currency: 'USD', total: '100', items });
  const { unmount } = render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DistributionCard />
      </QueryClientProvider>
    </MantineProvider>,
  );
  const rows = await screen.findAllByRole('listitem');
  const colours = new Map(
    rows.map((row) => {
      const coin = within(row).getByText(/^[A-Z]+$/).textContent ?? '';
      const swatch = row.querySelector<HTMLElement>('span[aria-hidden="true"]');
      return [coin, swatch?.style.background ?? ''] as const;
    }),
  );
  unmount();
  return colours;
}

describe('the distribution card', () => {
  it('gives each coin its own colour, whatever its rank', async () => {
    const before = await swatchColours([item('USDT', '60'), item('BTC', '30'), item('ETH', '10')]);
    const after = await swatchColours([item('BTC', '70'), item('ETH', '20'), item('USDT', '10')]);
    expect(before.get('BTC')).toMatch(/--mantine-color-/);
    for (const coin of ['USDT', 'BTC', 'ETH']) expect(after.get(coin), coin).toBe(before.get(coin));
    expect(new Set(before.values()).size).toBe(3);
  });
});
