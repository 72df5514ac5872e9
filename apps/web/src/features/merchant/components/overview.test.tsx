import { assetsEndpoints, walletType } from '@coffer/contract/assets';
import { merchantEndpoints } from '@coffer/contract/merchant';
import { paymentsEndpoints } from '@coffer/contract/payments';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inEnglish } from '../../../../test/i18n';
import { fail, stubNetwork } from '../../../../test/network';
import { aPaymentOrder } from '../../../../test/payment-fixtures';
import { anAccount, showInApp } from '../../../../test/render';
import { sessionStore } from '../../../lib/session/session-store';
import { MerchantOverview } from './overview';

/** The overview's network: the merchant's info (not asked about here), an empty cloud wallet. */
function stubOverview() {
  const net = stubNetwork();
  net.on(merchantEndpoints.getMerchantInfo, fail(1, 500));
  net.reply(assetsEndpoints.getCloudWalletAssets, { walletType: walletType.members.cloud, items: [] });
  return net;
}

inEnglish(['merchant', 'money']);
afterEach(() => sessionStore.clear());

describe('the merchant overview', () => {
  it("shows the review counts, today's receipts summed exactly per coin, and the recent orders", async () => {
    sessionStore.setUser(anAccount({ accountType: 1 }));
    const net = stubOverview();
    net.reply(paymentsEndpoints.getToBeReviewedCount, { payment: 2, refund: 1, transfer: 0 });
    const orders = [
      aPaymentOrder(),
      aPaymentOrder({
        orderId: 'pay_bbbbbbbbbbbbbbbbbbbbbb',
        merchantOrderNo: 'SHOP-2',
        credited: '0.1',
        needsReview: true,
      }),
      aPaymentOrder({
        orderId: 'pay_cccccccccccccccccccccc',
        merchantOrderNo: 'SHOP-3',
        paidCoin: null,
        credited: '0',
      }),
    ];
    net.reply(paymentsEndpoints.getList, { totalCount: 3, items: orders });
    const usd = { coin: 'USD', name: 'US Dollar', decimals: 2, isFiat: true, transferEnabled: true };
    net.reply(assetsEndpoints.getRechargeWithdrawCoinList, [{ ...usd, transferFee: '0', networks: [] }]);
    showInApp(<MerchantOverview />);

    expect(await screen.findByTestId('review-payments')).toHaveTextContent('2');
    expect(screen.getByTestId('review-refunds')).toHaveTextContent('1');
    expect(screen.getByTestId('review-transfers')).toHaveTextContent('0');
    // 12.4375 + 0.1, not a float's 12.537499…
    expect(await screen.findByTestId('today-USDT')).toHaveTextContent('12.5375');
    const rows = await screen.findAllByTestId('recent-order');
    expect(rows).toHaveLength(3);
    // In the currency's decimals, as the order detail and the hosted page show it.
    await waitFor(() => expect(rows[0]).toHaveTextContent('12.50 USD'));
    expect(within(rows[1] as HTMLElement).getByText('To review')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'SHOP-1' })).toHaveAttribute(
      'href',
      '/merchant/transaction',
    );
    // Today's list asks from local midnight; the recent list is the first page.
    const lists = net.to(paymentsEndpoints.getList).map((r) => r.url.searchParams);
    expect(lists.some((q) => q.get('StartTime') !== null || q.get('startTime') !== null)).toBe(true);
    expect(lists.some((q) => q.get('SkipCount') === '0' && q.get('MaxResultCount') === '5')).toBe(true);
  });

  it('says so when there are no orders yet', async () => {
    sessionStore.setUser(anAccount({ accountType: 1 }));
    const net = stubOverview();
    net.reply(paymentsEndpoints.getToBeReviewedCount, { payment: 0, refund: 0, transfer: 0 });
    net.reply(paymentsEndpoints.getList, { totalCount: 0, items: [] });
    showInApp(<MerchantOverview />);
    expect(await screen.findByTestId('recent-orders-empty')).toBeInTheDocument();
    expect(await screen.findByTestId('today-receipts-empty')).toBeInTheDocument();
  });

  it('shows an error in place of what could not be loaded', async () => {
    sessionStore.setUser(anAccount({ accountType: 1 }));
    const net = stubOverview();
    net.on(paymentsEndpoints.getToBeReviewedCount, fail(1, 500));
    net.on(paymentsEndpoints.getList, fail(1, 500));
    showInApp(<MerchantOverview />);
    const failed = 'This could not be loaded. Try again later.';
    expect(await within(await screen.findByTestId('today-receipts')).findByText(failed)).toBeInTheDocument();
    await expect.poll(() => screen.queryAllByText(failed).length).toBeGreaterThanOrEqual(3);
    expect(screen.queryByTestId('review-payments')).toBeNull();
  });
});
