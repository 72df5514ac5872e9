import { assetsEndpoints } from '@coffer/contract/assets';
import { otcEndpoints } from '@coffer/contract/otc';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inEnglish } from '../../../../test/i18n';
import { fail, stubNetwork } from '../../../../test/network';
import { anOtcOrder, anOtcQuote, otcBtcUsdt } from '../../../../test/otc-fixtures';
import { showInApp } from '../../../../test/render';
import { OtcTrade } from './otc-form';

const btc = otcBtcUsdt;
const quote = anOtcQuote;
const order = anOtcOrder();

inEnglish(['otc', 'money', 'validation', 'errors']);
afterEach(() => {
  vi.useRealTimers();
});

function stubOtc() {
  const net = stubNetwork();
  net.reply(assetsEndpoints.getAssets, {
    walletType: 0,
    items: [
      { coin: 'USDT', name: 'Tether USD', decimals: 6, balance: '50000', frozen: '0', available: '50000' },
    ],
  });
  return net;
}

async function askQuote(u: ReturnType<typeof userEvent.setup>, quantity = '0.5') {
  await u.type(await screen.findByTestId('otc-quantity'), quantity);
  await u.click(screen.getByTestId('otc-get-quote'));
  return screen.findByTestId('otc-quote');
}

// Typing into Mantine fields is slow on a shared 2-core machine.
describe('the OTC form', { timeout: 30_000 }, () => {
  it('shows the quote with its balances and counts it down; an expired quote cannot be traded until refreshed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const net = stubOtc();
    net.reply(otcEndpoints.getQuote, quote(), quote({ quoteId: 'pq_bbbbbbbbbbbbbbbbbbbb' }));
    showInApp(<OtcTrade pairs={[btc]} coins={[]} />);
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const card = await askQuote(u);
    expect(card).toHaveTextContent('60,480.00 USDT');
    expect(screen.getByTestId('otc-quote-pay')).toHaveTextContent('30,240.00 USDT');
    expect(screen.getByTestId('otc-quote-receive')).toHaveTextContent('0.50 BTC');
    expect(await screen.findByTestId('otc-balance-USDT')).toHaveTextContent('50,000.00 USDT');
    expect(net.to(otcEndpoints.getQuote)[0]?.url.searchParams.get('quantity')).toBe('0.5');
    expect(screen.getByTestId('otc-countdown')).toHaveTextContent('Valid for 30 s');

    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByTestId('otc-countdown')).toHaveTextContent('Valid for 20 s');
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByTestId('otc-countdown')).toHaveTextContent('expired');
    expect(screen.getByTestId('otc-place')).toBeDisabled();
    expect(screen.getByTestId('otc-quick')).toBeDisabled();

    await u.click(screen.getByTestId('otc-refresh'));
    await waitFor(() => expect(screen.getByTestId('otc-countdown')).toHaveTextContent('Valid for 30 s'));
    expect(screen.getByTestId('otc-place')).toBeEnabled();
    expect(net.to(otcEndpoints.getQuote)).toHaveLength(2);
  });

  it('places an order at the quote with the quoted quantity, then clears the form', async () => {
    const net = stubOtc();
    net.reply(otcEndpoints.getQuote, quote());
    net.reply(otcEndpoints.createOrder, order);
    showInApp(<OtcTrade pairs={[btc]} coins={[]} />);
    const u = userEvent.setup();
    await askQuote(u);
    await u.click(screen.getByTestId('otc-place'));
    await waitFor(() => expect(screen.queryByTestId('otc-quote')).toBeNull());
    expect(net.to(otcEndpoints.createOrder)[0]?.body).toEqual({
      quoteId: 'pq_aaaaaaaaaaaaaaaaaaaa',
      quantity: '0.5',
    });
    expect(net.to(otcEndpoints.createQuickTradeOrder)).toHaveLength(0);
    expect(screen.getByTestId('otc-quantity')).toHaveValue('');
  });

  it('a quick trade sells at the quote', async () => {
    const net = stubOtc();
    net.reply(otcEndpoints.getQuote, quote({ side: 'sell', price: '59640', total: '29820' }));
    net.reply(otcEndpoints.createQuickTradeOrder, { ...order, side: 'sell', kind: 1, status: 1 });
    showInApp(<OtcTrade pairs={[btc]} coins={[]} />);
    const u = userEvent.setup();
    await u.click(await screen.findByText('Sell BTC'));
    await askQuote(u);
    expect(net.to(otcEndpoints.getQuote)[0]?.url.searchParams.get('side')).toBe('sell');
    expect(screen.getByTestId('otc-quote-receive')).toHaveTextContent('29,820.00 USDT');
    await u.click(screen.getByTestId('otc-quick'));
    await waitFor(() => expect(net.to(otcEndpoints.createQuickTradeOrder)).toHaveLength(1));
  });

  it('puts "no acceptor offers this quantity" (60201) beside the quantity', async () => {
    const net = stubOtc();
    net.on(otcEndpoints.getQuote, fail(60201, 400));
    showInApp(<OtcTrade pairs={[btc]} coins={[]} />);
    const u = userEvent.setup();
    await u.type(await screen.findByTestId('otc-quantity'), '99');
    await u.click(screen.getByTestId('otc-get-quote'));
    const field = screen.getByTestId('otc-quantity');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(/No acceptor offers this quantity/)).toBeInTheDocument();
    expect(screen.queryByTestId('otc-form-error')).toBeNull();
  });

  it('says the smallest and largest quantity the desks offer when the server names them', async () => {
    const net = stubOtc();
    net.on(
      otcEndpoints.getQuote,
      fail(60201, 400, null, 'server text', { minQuantity: '0.001', maxQuantity: '5' }),
    );
    showInApp(<OtcTrade pairs={[btc]} coins={[]} />);
    const u = userEvent.setup();
    await u.type(await screen.findByTestId('otc-quantity'), '99');
    await u.click(screen.getByTestId('otc-get-quote'));
    expect(await screen.findByText(/Acceptors offer from 0.001 BTC to 5 BTC/)).toBeInTheDocument();
    expect(screen.getByTestId('otc-quantity')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a short balance (60028) at placing lands on the quantity; an expired quote (60101) is dropped with the form’s message', async () => {
    const net = stubOtc();
    net.reply(otcEndpoints.getQuote, quote());
    net.on(otcEndpoints.createOrder, fail(60028, 400), fail(60101, 400));
    showInApp(<OtcTrade pairs={[btc]} coins={[]} />);
    const u = userEvent.setup();
    await askQuote(u);
    await u.click(screen.getByTestId('otc-place'));
    await waitFor(() => expect(screen.getByTestId('otc-quantity')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByTestId('otc-quote')).toBeInTheDocument();

    await u.click(screen.getByTestId('otc-place'));
    expect(await screen.findByTestId('otc-form-error')).toHaveTextContent('The quote has expired');
    expect(screen.queryByTestId('otc-quote')).toBeNull();
  });

  it('typing another quantity drops the quote in hand', async () => {
    const net = stubOtc();
    net.reply(otcEndpoints.getQuote, quote());
    showInApp(<OtcTrade pairs={[btc]} coins={[]} />);
    const u = userEvent.setup();
    await askQuote(u);
    await u.type(screen.getByTestId('otc-quantity'), '1');
    expect(screen.queryByTestId('otc-quote')).toBeNull();
    expect(screen.getByTestId('otc-get-quote')).toBeInTheDocument();
    expect(net.to(otcEndpoints.createOrder)).toHaveLength(0);
  });
});
