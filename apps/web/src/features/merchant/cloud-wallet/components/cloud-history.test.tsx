import { assetsEndpoints, walletType } from '@coffer/contract/assets';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../../../test/i18n';
import { stubNetwork } from '../../../../../test/network';
import { showInApp } from '../../../../../test/render';
import { CloudHistory } from './cloud-wallet-panel';

inEnglish(['merchant', 'money']);

describe('the cloud wallet history', () => {
  it('names each kind of move in words, and the order or refund it belongs to', async () => {
    const net = stubNetwork();
    const entry = (id: string, reason: string, amount: string) => ({
      id,
      coin: 'USDT',
      walletType: walletType.members.cloud,
      amount,
      reason,
      createdAt: '2026-11-29T08:00:00.000Z',
    });
    net.reply(assetsEndpoints.getCloudWalletAssetsHistory, {
      totalCount: 2,
      items: [
        entry('pay:pay_abcdefghijklmnopqrstuv:TRC20:a1b2c3', 'payment', '25.3725'),
        entry('pref:prf_abcdefghijklmnopqrstuv:done', 'refund', '-5'),
      ],
    });
    net.reply(assetsEndpoints.getRechargeWithdrawCoinList, []);
    showInApp(<CloudHistory />);
    const table = await screen.findByTestId('cloud-history');
    expect(await within(table).findAllByText('Payment received')).not.toHaveLength(0);
    expect(within(table).queryByText('payment')).toBeNull();
    expect(within(table).getAllByText('Order pay_abcdefghijklmnopqrstuv').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Refund prf_abcdefghijklmnopqrstuv').length).toBeGreaterThan(0);
  });
});
