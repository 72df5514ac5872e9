import { convertEndpoints } from '@coffer/contract/convert';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inEnglish } from '../../../../test/i18n';
import { fail, stubNetwork, type WireResult } from '../../../../test/network';
import { showInApp } from '../../../../test/render';
import { aConvertPair } from '../model/pairs.fixtures';
import { autoRenewals } from '../model/use-convert-form';
import { ConvertForm } from './convert-form';
import { expectRefusedAsShort, formProps } from './forms.fixtures';

const btcUsdt = aConvertPair();
const quoteId = 'cq_abcdefghijklmnop1234';
const quote = (over: Partial<WireResult<typeof convertEndpoints.quote>> = {}) => ({
  quoteId,
  symbol: 'BTC/USDT',
  side: 'sell' as const,
  fromCoin: 'BTC',
  toCoin: 'USDT',
  fromAmount: '0.1',
  toAmount: '6467.5',
  price: '64675.123',
  expiresAt: '2026-01-01T00:00:10.000Z',
  expiresInSeconds: 10,
  ...over,
});
const { expiresAt: _, expiresInSeconds: __, ...quoted } = quote();
const order: WireResult<typeof convertEndpoints.execute> = {
  ...quoted,
  orderId: 'co_abcdefghijklmnop1234',
  status: 1,
  createdAt: '2026-01-01T00:00:05.000Z',
  completedAt: '2026-01-01T00:00:05.000Z',
};

inEnglish(['convert', 'money', 'validation', 'errors']);
// Only the countdown's clock is fake (its interval and Date): the test moves it by hand, so the
// expiry is exact; everything else (the user's typing, the network) runs on real time.
beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] }));
afterEach(() => vi.useRealTimers());

function showForm(available = '0.5') {
  const net = stubNetwork();
  net.reply(convertEndpoints.getCoinConfigList, [btcUsdt]);
  net.reply(convertEndpoints.getOrderStatus, order);
  showInApp(<ConvertForm {...formProps(available)} />);
  return { net, user: userEvent.setup() };
}

const amountField = () => screen.getByTestId('convert-amount');
/** Moves the countdown's clock, once React has run the effects of what it last rendered (the new interval). */
async function advance(ms: number) {
  await act(async () => {});
  act(() => vi.advanceTimersByTime(ms));
}

describe('the convert form', () => {
  it('shows the balance and bounds, and refuses an amount below the minimum without asking for a quote', async () => {
    const { net, user } = showForm();
    expect(screen.getByText('Available: 0.50 BTC')).toBeInTheDocument();
    expect(screen.getByText(/Min 0.0001, max 5 BTC/)).toBeInTheDocument();
    await user.type(amountField(), '0.00001');
    await user.click(screen.getByTestId('convert-quote'));
    expect(await screen.findByText('The minimum is 0.0001 BTC.')).toBeInTheDocument();
    expect(net.to(convertEndpoints.quote)).toHaveLength(0);
  });

  it('offers a transfer from spot when the flash-exchange wallet is short', async () => {
    const { net, user } = showForm('0.05');
    expect(screen.queryByTestId('convert-transfer-offer')).toBeNull();
    await user.type(amountField(), '0.1');
    const offer = await screen.findByTestId('convert-transfer-offer');
    expect(within(offer).getByRole('link', { name: 'Transfer BTC in' })).toHaveAttribute(
      'href',
      '/assets/transfer?coin=BTC&from=0&to=1',
    );
    await user.click(screen.getByTestId('convert-quote'));
    await expectRefusedAsShort(net, convertEndpoints.quote);
  });

  it('counts the quote down, renews it by itself a few times, then waits for the user to ask again', async () => {
    const { net, user } = showForm();
    net.reply(convertEndpoints.quote, quote());
    const quoted = () => net.to(convertEndpoints.quote).length;
    await user.type(amountField(), '0.1');
    await user.click(screen.getByTestId('convert-quote'));
    expect(await screen.findByTestId('convert-receive')).toHaveTextContent('6,467.50 USDT');
    expect(screen.getByTestId('convert-rate')).toHaveTextContent('1 BTC = 64,675.12 USDT');
    expect(net.to(convertEndpoints.quote)[0]?.body).toEqual({
      symbol: 'BTC/USDT',
      side: 'sell',
      fromAmount: '0.1',
    });
    const countdown = screen.getByTestId('convert-countdown');
    expect(countdown).toHaveTextContent('This quote holds for 10 s');

    await advance(9_000);
    expect(countdown).toHaveTextContent('This quote holds for 1 s');
    expect(screen.getByTestId('convert-confirm')).toBeEnabled();
    for (let renewal = 1; renewal <= autoRenewals; renewal += 1) {
      await advance(renewal === 1 ? 1_000 : 10_000);
      expect(await screen.findByText('This quote holds for 10 s')).toBeInTheDocument();
      expect(quoted()).toBe(1 + renewal);
    }
    await advance(10_000);
    expect(screen.getByTestId('convert-countdown')).toHaveTextContent('The quote has expired');
    expect(screen.getByTestId('convert-confirm')).toBeDisabled();
    expect(quoted()).toBe(1 + autoRenewals);

    await user.click(screen.getByTestId('convert-refresh'));
    expect(await screen.findByText('This quote holds for 10 s')).toBeInTheDocument();
    expect(screen.getByTestId('convert-confirm')).toBeEnabled();
    expect(quoted()).toBe(2 + autoRenewals);
  });

  it('confirms the quote by its id and shows what was received with the order’s status', async () => {
    const { net, user } = showForm();
    net.reply(convertEndpoints.quote, quote());
    net.reply(convertEndpoints.execute, order);
    await user.type(amountField(), '0.1');
    await user.click(screen.getByTestId('convert-quote'));
    await user.click(await screen.findByTestId('convert-confirm'));
    expect(await screen.findByTestId('convert-result-received')).toHaveTextContent('6,467.50 USDT');
    // Both in the past tense: what was paid beside what was received.
    expect(screen.getByText('You paid')).toBeInTheDocument();
    expect(screen.getByText('You received')).toBeInTheDocument();
    expect(net.to(convertEndpoints.execute)[0]?.body).toEqual({ quoteId, fromAmount: '0.1' });
    expect(await screen.findByTestId('convert-status')).toHaveTextContent('Complete');
    expect(net.to(convertEndpoints.getOrderStatus)[0]?.url.searchParams.get('orderId')).toBe(order.orderId);
  });

  it('an answer lost on the way: the order the quote became is asked for by the quote’s id', async () => {
    const { net, user } = showForm();
    net.reply(convertEndpoints.quote, quote());
    net.on(convertEndpoints.execute, () => {
      throw new TypeError('Failed to fetch');
    });
    await user.type(amountField(), '0.1');
    await user.click(screen.getByTestId('convert-quote'));
    await user.click(await screen.findByTestId('convert-confirm'));
    expect(await screen.findByTestId('convert-result-received')).toHaveTextContent('6,467.50 USDT');
    expect(net.to(convertEndpoints.getOrderStatus)[0]?.url.searchParams.get('quoteId')).toBe(quoteId);
  });

  it('drops the quote when the amount changes: it was bound to the amount', async () => {
    const { net, user } = showForm();
    net.reply(convertEndpoints.quote, quote());
    await user.type(amountField(), '0.1');
    await user.click(screen.getByTestId('convert-quote'));
    await screen.findByTestId('convert-quote-panel');
    await user.type(amountField(), '5');
    expect(screen.queryByTestId('convert-quote-panel')).toBeNull();
    expect(screen.getByTestId('convert-quote')).toBeInTheDocument();
  });

  it('puts the server’s amount refusals under the amount and anything else above the button', async () => {
    const { net, user } = showForm();
    net.on(convertEndpoints.quote, fail(40014, 400), fail(60104, 400));
    await user.type(amountField(), '0.1');
    await user.click(screen.getByTestId('convert-quote'));
    const amountError = await screen.findByText('The amount is above the maximum for a single transaction.');
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(amountError.id).toBe(
      amountField()
        .getAttribute('aria-describedby')
        ?.split(' ')
        .find((id) => id.endsWith('error')),
    );
    expect(screen.queryByTestId('convert-error')).toBeNull();

    await user.click(screen.getByTestId('convert-quote'));
    expect(await screen.findByTestId('convert-error')).toHaveTextContent(
      'Conversion between these coins is unavailable right now.',
    );
  });

  it('an expired quote refused on confirm says so and asks for a new one', async () => {
    const { net, user } = showForm();
    net.reply(convertEndpoints.quote, quote());
    net.on(convertEndpoints.execute, fail(60101, 400));
    await user.type(amountField(), '0.1');
    await user.click(screen.getByTestId('convert-quote'));
    await user.click(await screen.findByTestId('convert-confirm'));
    expect(await screen.findByTestId('convert-error')).toHaveTextContent('The quote has expired');
    expect(screen.getByTestId('convert-refresh')).toHaveTextContent('Get a new quote');
    expect(screen.getByTestId('convert-confirm')).toBeDisabled();
  });
});
