import { convertEndpoints } from '@coffer/contract/convert';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../../test/i18n';
import { fail, invalid, stubNetwork, type WireResult } from '../../../../test/network';
import { showInApp } from '../../../../test/render';
import { OverlayHosts } from '../../../app/overlay-hosts';
import { aConvertPair } from '../model/pairs.fixtures';
import { expectRefusedAsShort, formProps } from './forms.fixtures';
import { LimitForm } from './limit-form';
import { LimitOrders } from './limit-orders';

const btcUsdt = aConvertPair();
const openOrder: WireResult<typeof convertEndpoints.createLimitOrder> = {
  orderId: 'cl_abcdefghijklmnop1234',
  symbol: 'BTC/USDT',
  side: 'sell',
  fromCoin: 'BTC',
  toCoin: 'USDT',
  fromAmount: '0.1',
  limitPrice: '90000.5',
  toAmount: null,
  status: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-01-08T00:00:00.000Z',
  finishedAt: null,
};

inEnglish(['convert', 'money', 'validation', 'errors', 'common']);

function showLimitForm(available = '0.5') {
  const net = stubNetwork();
  net.reply(convertEndpoints.getCoinConfigList, [btcUsdt]);
  net.reply(convertEndpoints.getPairs, [
    { symbol: 'BTC/USDT', baseCoin: 'BTC', quoteCoin: 'USDT', enabled: true, referencePrice: '64000.12' },
  ]);
  showInApp(<LimitForm {...formProps(available)} modeSwitch={null} />);
  return { net, user: userEvent.setup() };
}

const amountField = () => screen.getByTestId('convert-amount');
const priceField = () => screen.getByTestId('convert-limit-price');
/** Places a sell of 0.1 BTC at 90,000 USDT. */
async function placeSellAt90000(user: ReturnType<typeof userEvent.setup>) {
  await user.type(amountField(), '0.1');
  await user.type(priceField(), '90000');
  await user.click(screen.getByTestId('convert-limit-place'));
}

describe('the limit form', () => {
  it('shows the market price, what the price would give truncated, and places the order', async () => {
    const { net, user } = showLimitForm();
    net.reply(convertEndpoints.createLimitOrder, openOrder);
    expect(await screen.findByText('Market price now: 1 BTC ≈ 64,000.12 USDT')).toBeInTheDocument();
    await user.type(amountField(), '0.12345678');
    await user.type(priceField(), '70000.55');
    // 0.12345678 × 70000.55 = 8642.0425…, cut to USDT's 6 decimals, never rounded up.
    expect(screen.getByTestId('convert-limit-receive')).toHaveTextContent('8,642.042501 USDT');
    expect(screen.getByText(/Valid for 7 days/)).toBeInTheDocument();
    await user.click(screen.getByTestId('convert-limit-place'));
    expect(await screen.findByTestId('convert-limit-result')).toHaveTextContent('Limit order placed');
    expect(screen.getByTestId('convert-limit-result-paid')).toHaveTextContent('0.10 BTC');
    expect(net.to(convertEndpoints.createLimitOrder)[0]?.body).toEqual({
      symbol: 'BTC/USDT',
      side: 'sell',
      fromAmount: '0.12345678',
      limitPrice: '70000.55',
    });
    expect(screen.getByTestId('convert-limit-orders-link')).toHaveAttribute(
      'href',
      '/convert/order?tab=limit',
    );
  });

  it('shows the market price padded like every amount (64,250.50, not 64,250.5)', async () => {
    const net = stubNetwork();
    net.reply(convertEndpoints.getCoinConfigList, [btcUsdt]);
    net.reply(convertEndpoints.getPairs, [
      { symbol: 'BTC/USDT', baseCoin: 'BTC', quoteCoin: 'USDT', enabled: true, referencePrice: '64250.5' },
    ]);
    showInApp(<LimitForm {...formProps('0.5')} modeSwitch={null} />);
    expect(await screen.findByText('Market price now: 1 BTC ≈ 64,250.50 USDT')).toBeInTheDocument();
  });

  it('fills the limit price from the market price on demand, cut to the pair’s price decimals', async () => {
    const { user } = showLimitForm();
    await user.click(await screen.findByRole('button', { name: 'Use it' }));
    expect(priceField()).toHaveValue('64000.12');
  });

  it('refuses an amount over the balance without asking the server', async () => {
    const { net, user } = showLimitForm('0.05');
    await placeSellAt90000(user);
    await expectRefusedAsShort(net, convertEndpoints.createLimitOrder);
  });

  it('puts the server’s refusals beside their fields: the amount’s codes, the price’s fields, the rest above', async () => {
    const { net, user } = showLimitForm();
    net.on(
      convertEndpoints.createLimitOrder,
      fail(60028, 400),
      invalid([{ field: 'limitPrice', message: 'At most 2 decimals.' }], { message: 'At most 2 decimals.' }),
      fail(60012, 503),
    );
    await placeSellAt90000(user);
    expect(
      await screen.findByText('Insufficient balance in your flash-exchange wallet.'),
    ).toBeInTheDocument();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('convert-error')).toBeNull();

    await user.click(screen.getByTestId('convert-limit-place'));
    expect(await screen.findByText('At most 2 decimals.')).toBeInTheDocument();
    expect(priceField()).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByTestId('convert-limit-place'));
    expect(await screen.findByTestId('convert-error')).toHaveTextContent('The exchange rate is unavailable');
  });
});

describe('the limit orders', () => {
  it('cancels an open order after confirming, then shows the list as the server has it', async () => {
    const net = stubNetwork();
    const cancelled = { ...openOrder, status: 3 as const, finishedAt: '2026-01-01T00:05:00.000Z' };
    net.reply(convertEndpoints.getCoinConfigList, [btcUsdt]);
    net.reply(convertEndpoints.getPromissoryHistory, { totalCount: 1, items: [openOrder] });
    net.reply(convertEndpoints.cancelLimitOrder, cancelled);
    showInApp(
      <>
        <OverlayHosts />
        <LimitOrders />
      </>,
    );
    const user = userEvent.setup();
    const table = await screen.findByTestId('convert-limit-orders');
    expect(await within(table).findByText('In progress')).toBeInTheDocument();
    expect(within(table).getByText('90,000.5 USDT')).toBeInTheDocument();
    net.reply(convertEndpoints.getPromissoryHistory, { totalCount: 1, items: [cancelled] });
    await user.click(within(table).getByTestId('convert-limit-cancel'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('0.10 BTC at 90,000.5 USDT goes back to your flash-exchange wallet.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(table).findByText('Cancelled')).toBeInTheDocument();
    expect(net.to(convertEndpoints.cancelLimitOrder)[0]?.body).toEqual({ orderId: openOrder.orderId });
    expect(within(table).queryByTestId('convert-limit-cancel')).toBeNull();
  });

  it('says so when there are none', async () => {
    const net = stubNetwork();
    net.reply(convertEndpoints.getCoinConfigList, [btcUsdt]);
    net.reply(convertEndpoints.getPromissoryHistory, { totalCount: 0, items: [] });
    showInApp(<LimitOrders />);
    expect(await screen.findByText('No limit orders yet.')).toBeInTheDocument();
  });
});
