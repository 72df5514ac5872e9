import { merchantEndpoints } from '@coffer/contract/merchant';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../../test/i18n';
import { stubNetwork } from '../../../../test/network';
import { showInApp } from '../../../../test/render';
import { ChannelFees } from './channel-fees';

inEnglish(['merchant', 'common']);

describe('the channel fee page', () => {
  it('lists every fee that applies, the defaults included, and says whose each is', async () => {
    stubNetwork().reply(merchantEndpoints.getMerchantChannelRates, [
      { currency: 'BTC', businessType: 1, feeRate: '0.005', source: 'default' },
      { currency: 'USDT', businessType: 1, feeRate: '0.0123', source: 'merchant' },
    ]);
    showInApp(<ChannelFees />);
    const table = await screen.findByTestId('channel-fees');
    const rows = await within(table).findAllByRole('row');
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      'BTCReceiptDefault for all merchants0.5 %',
      'USDTReceiptSet for your account1.23 %',
    ]);
    expect(screen.queryByText('No channel fees are set for your account.')).toBeNull();
  });
});
