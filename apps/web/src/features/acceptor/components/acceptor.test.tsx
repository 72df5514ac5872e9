import { type AcceptorConfig, acceptorEndpoints } from '@coffer/contract/acceptor';
import type { OtcPair } from '@coffer/contract/otc';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmAction } from '../../../../test/confirm';
import { inEnglish } from '../../../../test/i18n';
import { fail, json, stubNetwork } from '../../../../test/network';
import { anOtcOrder, otcBtcUsdt } from '../../../../test/otc-fixtures';
import { anAccount, showInApp } from '../../../../test/render';
import { OverlayHosts } from '../../../app/overlay-hosts';
import AcceptorRoute from '../../../app/routes/acceptor/acceptor';
import { i18n } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session/session-store';
import { AcceptorDesk } from './acceptor-desk';

const btc = otcBtcUsdt;
const eth: OtcPair = { ...btc, symbol: 'ETH/USDT', baseCoin: 'ETH' };
const btcConfig: AcceptorConfig = {
  id: 1,
  symbol: 'BTC/USDT',
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  buyMinQuantity: '0.001',
  buyMaxQuantity: '5',
  sellMinQuantity: '0.001',
  sellMaxQuantity: '5',
  buyDeviation: '0.8',
  sellDeviation: '0.6',
  status: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const awaiting = anOtcOrder();

inEnglish(['acceptor', 'money', 'validation', 'errors']);
afterEach(() => sessionStore.clear());

function stubDesk() {
  const net = stubNetwork();
  net.reply(acceptorEndpoints.getSymbols, [btc, eth]);
  net.reply(acceptorEndpoints.getConfigList, { totalCount: 1, items: [btcConfig] });
  net.reply(acceptorEndpoints.getIncomingOrders, { totalCount: 1, items: [awaiting] });
  net.reply(acceptorEndpoints.getInventory, [
    { coin: 'BTC', balance: '10', available: '9.5', reserved: '0.5' },
    { coin: 'USDT', balance: '500000', available: '500000', reserved: '0' },
  ]);
  return net;
}

describe('who sees the acceptor desk (spec §2)', () => {
  it('another account type is told it is not available, and nothing is asked of the server', () => {
    const net = stubNetwork();
    sessionStore.setUser(anAccount({ accountType: 0 }));
    showInApp(<AcceptorRoute />);
    expect(screen.getByTestId('acceptor-not-available')).toHaveTextContent('only for acceptor accounts');
    expect(net.requests).toHaveLength(0);
  });

  it('a 403 from the server shows the same "not available" state', async () => {
    const net = stubNetwork();
    net.on(acceptorEndpoints.getSymbols, json({ success: false, result: null, error: null }, 403));
    showInApp(<AcceptorDesk />);
    expect(await screen.findByTestId('acceptor-not-available')).toBeInTheDocument();
  });

  it('an acceptor sees its configs, inventory and incoming orders', async () => {
    stubDesk();
    sessionStore.setUser(anAccount({ accountType: 6 }));
    showInApp(<AcceptorRoute />);
    const configs = await screen.findByTestId('acceptor-configs');
    await waitFor(() => expect(configs).toHaveTextContent('0.001 – 5 BTC'));
    expect(configs).toHaveTextContent('+0.8 % / −0.6 %');
    expect(await screen.findByTestId('inventory-BTC')).toHaveTextContent('9.50 BTC');
    expect(await screen.findByTestId('acceptor-incoming')).toHaveTextContent('10****01');
  });
});

describe('the acceptor desk', { timeout: 30_000 }, () => {
  it('accepts an order awaiting it after asking, with what the desk sends and receives, and says so after', async () => {
    const net = stubDesk();
    net.reply(acceptorEndpoints.acceptOrder, { ...awaiting, status: 1 });
    showInApp(
      <>
        <AcceptorDesk />
        <OverlayHosts />
      </>,
    );
    await userEvent.click(await screen.findByTestId('incoming-accept'));
    // Nothing is sent on the first click: the dialog names the user and both amounts.
    await confirmAction(userEvent, net, acceptorEndpoints.acceptOrder, [
      '10****01',
      'You send0.50 BTC',
      'You receive30,240.00 USDT',
    ]);
    expect(net.to(acceptorEndpoints.acceptOrder)[0]?.body).toEqual({ orderId: awaiting.orderId });
    expect(
      await screen.findByText('Order accepted: the trade is settled.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('a decline cancelled in the dialog sends nothing; a refused one says why in the dialog', async () => {
    const net = stubDesk();
    net.on(acceptorEndpoints.declineOrder, fail(60015));
    showInApp(<AcceptorDesk />);
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('incoming-decline'));
    await screen.findByTestId('confirm-action-facts');
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-action-facts')).toBeNull());
    expect(net.to(acceptorEndpoints.declineOrder)).toHaveLength(0);

    await u.click(screen.getByTestId('incoming-decline'));
    await u.click(await screen.findByTestId('confirm-action-submit'));
    await waitFor(() => expect(net.to(acceptorEndpoints.declineOrder)).toHaveLength(1));
    // The refusal is said in the dialog, which stays open.
    expect(await screen.findByText(i18n.t('errors:orderStatusInvalid'))).toBeInTheDocument();
    expect(screen.getByTestId('confirm-action-facts')).toBeInTheDocument();
  });

  it('checks min ≤ max before sending, and puts a deviation refusal (60205) beside the field the server names', async () => {
    const net = stubDesk();
    net.on(acceptorEndpoints.addConfig, fail(60205, 400, null, 'server text', { field: 'sellDeviation' }));
    showInApp(<AcceptorDesk />);
    const u = userEvent.setup();
    await waitFor(() => expect(screen.getByTestId('config-add')).toBeEnabled());
    await u.click(screen.getByTestId('config-add'));
    const dialog = await screen.findByTestId('config-form');
    // Only the pair not configured yet is offered.
    expect(within(dialog).getByTestId('config-pair')).toHaveValue('ETH/USDT');
    await u.type(within(dialog).getByTestId('config-buy-min'), '5');
    await u.type(within(dialog).getByTestId('config-buy-max'), '1');
    await u.type(within(dialog).getByTestId('config-sell-min'), '0.1');
    await u.type(within(dialog).getByTestId('config-sell-max'), '10');
    await u.type(within(dialog).getByTestId('config-buy-deviation'), '1');
    await u.type(within(dialog).getByTestId('config-sell-deviation'), '1');
    await u.click(within(dialog).getByTestId('config-save'));
    expect(await within(dialog).findByText('The minimum must not be above the maximum.')).toBeInTheDocument();
    expect(net.to(acceptorEndpoints.addConfig)).toHaveLength(0);

    await u.clear(within(dialog).getByTestId('config-buy-min'));
    await u.type(within(dialog).getByTestId('config-buy-min'), '0.5');
    await u.click(within(dialog).getByTestId('config-save'));
    await waitFor(() =>
      expect(within(dialog).getByTestId('config-sell-deviation')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(net.to(acceptorEndpoints.addConfig)[0]?.body).toMatchObject({
      symbol: 'ETH/USDT',
      buyMinQuantity: '0.5',
      buyMaxQuantity: '1',
    });
  });
});
