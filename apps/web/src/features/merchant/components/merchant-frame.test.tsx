import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../../test/i18n';
import { stubNetwork } from '../../../../test/network';
import { showInApp } from '../../../../test/render';
import { routedPatterns } from '../../../app/router';
import { RoutedPathsProvider } from '../../../lib/routed-paths';
import { MerchantFrame } from './merchant-frame';

inEnglish(['merchant']);

describe('the back office frame', () => {
  it('lists every back-office page, webhooks included, by the names of the header menu', async () => {
    stubNetwork();
    showInApp(
      <RoutedPathsProvider patterns={routedPatterns}>
        <MerchantFrame title="Set rate" testId="frame">
          <p />
        </MerchantFrame>
      </RoutedPathsProvider>,
    );
    const nav = await screen.findByRole('navigation', { name: 'Merchant back office' });
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual([
      'Overview',
      'Get started',
      'Sub-accounts',
      'Transactions',
      'Receipt codes',
      'Deposit orders',
      'Withdrawal orders',
      'Set rate',
      'Channel fees',
      'Reports',
      'Webhooks',
    ]);
  });
});
