import { type WebhookDelivery, type WebhookEndpoint, webhooksEndpoints } from '@coffer/contract/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { inEnglish } from '../../../../../test/i18n';
import { invalid, stubNetwork } from '../../../../../test/network';
import { showInApp } from '../../../../../test/render';
import { i18n } from '../../../../lib/i18n';
import { sessionStore } from '../../../../lib/session/session-store';
import { WebhooksSection } from './webhooks-section';

const endpoint: WebhookEndpoint = {
  id: 7,
  url: 'https://shop.example.com/hooks',
  description: 'shop',
  events: ['order.settled'],
  enabled: true,
  secretHint: 'Ab12',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const delivery: WebhookDelivery = {
  id: 31,
  endpointId: 7,
  endpointUrl: endpoint.url,
  eventId: 'evt_abc',
  eventType: 'order.settled',
  status: 2,
  attempts: 14,
  lastStatusCode: 500,
  lastError: 'answered 500',
  nextAttemptAt: null,
  deliveredAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  redeliveryOf: null,
  body: '{}',
};

inEnglish(['payments', 'validation', 'errors']);
afterEach(() => sessionStore.clear());

function stub(endpoints: WebhookEndpoint[] = [endpoint], deliveries: WebhookDelivery[] = [delivery]) {
  const net = stubNetwork();
  net.reply(webhooksEndpoints.webhookGetList, endpoints);
  net.reply(webhooksEndpoints.webhookGetDeliveries, { totalCount: deliveries.length, items: deliveries });
  return net;
}

describe('the webhooks page', { timeout: 30_000 }, () => {
  it('shows the empty states', async () => {
    stub([], []);
    showInApp(<WebhooksSection />);
    expect(await screen.findByTestId('webhook-endpoints-empty')).toBeInTheDocument();
    expect(await screen.findByTestId('webhook-deliveries-empty')).toBeInTheDocument();
  });

  it('adds an endpoint and shows its secret once, with copy, until the merchant says it is saved', async () => {
    const net = stub([]);
    net.reply(webhooksEndpoints.webhookCreate, { ...endpoint, secret: 'whsec_secretvalue' });
    showInApp(<WebhooksSection />);
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('webhook-add'));
    const form = await screen.findByTestId('webhook-form');
    await u.click(await within(form).findByTestId('webhook-save'));
    expect(await within(form).findByText('Enter an http:// or https:// address.')).toBeInTheDocument();
    await u.type(await within(form).findByTestId('webhook-url'), 'https://shop.example.com/hooks');
    await u.click(await within(form).findByLabelText('order.created'));
    await u.click(await within(form).findByTestId('webhook-save'));
    const dialog = await screen.findByTestId('webhook-secret-dialog');
    expect(await within(dialog).findByTestId('webhook-secret')).toHaveTextContent('whsec_secretvalue');
    expect(await within(dialog).findByRole('button', { name: /copy/i })).toBeInTheDocument();
    expect(net.to(webhooksEndpoints.webhookCreate)[0]?.body).toEqual({
      url: 'https://shop.example.com/hooks',
      description: '',
      events: ['order.settled', 'order.created'],
    });
    expect(await within(dialog).findByTestId('webhook-secret-done')).toBeDisabled();
    await u.click(await within(dialog).findByTestId('webhook-secret-saved'));
    await u.click(await within(dialog).findByTestId('webhook-secret-done'));
    await waitFor(() => expect(screen.queryByTestId('webhook-secret')).not.toBeInTheDocument());
  });

  it('puts a refused private URL under the URL field', async () => {
    const net = stub([]);
    net.on(
      webhooksEndpoints.webhookCreate,
      invalid([{ field: 'url', message: 'webhook.urlPrivate' }], { message: 'bad', details: 'Refused' }),
    );
    showInApp(<WebhooksSection />);
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('webhook-add'));
    const form = await screen.findByTestId('webhook-form');
    await u.type(await within(form).findByTestId('webhook-url'), 'https://10.0.0.1/h');
    await u.click(await within(form).findByTestId('webhook-save'));
    expect(await within(form).findByText(/private or local network/)).toBeInTheDocument();
  });

  it('edits events, sends a test event, deletes after confirming, and redelivers from the log', async () => {
    const net = stub();
    net.reply(webhooksEndpoints.webhookUpdate, { ...endpoint, events: ['order.settled', 'order.refunded'] });
    net.reply(webhooksEndpoints.webhookSendTest, {
      ...delivery,
      id: 32,
      eventType: 'webhook.test',
      status: 0,
    });
    net.reply(webhooksEndpoints.webhookDelete, true);
    net.reply(webhooksEndpoints.webhookRedeliver, { ...delivery, id: 33, redeliveryOf: 31, status: 0 });
    showInApp(<WebhooksSection />);
    const u = userEvent.setup();
    const card = await screen.findByTestId('webhook-endpoint-7');
    expect(card).toHaveTextContent('Signing secret ending in Ab12');

    await u.click(await within(card).findByTestId('webhook-edit'));
    const form = await screen.findByTestId('webhook-form');
    await u.click(await within(form).findByLabelText('order.refunded'));
    await u.click(await within(form).findByTestId('webhook-save'));
    await waitFor(() => expect(net.to(webhooksEndpoints.webhookUpdate)).toHaveLength(1));
    expect(net.to(webhooksEndpoints.webhookUpdate)[0]?.body).toMatchObject({
      id: 7,
      events: ['order.settled', 'order.refunded'],
      enabled: true,
    });

    await u.click(await within(card).findByTestId('webhook-test'));
    await waitFor(() => expect(net.to(webhooksEndpoints.webhookSendTest)[0]?.body).toEqual({ id: 7 }));

    const row = await screen.findByTestId('webhook-delivery-31');
    expect(row).toHaveTextContent('evt_abc');
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('answered 500');
    expect(row).toHaveTextContent('Your server answered HTTP 500 (not 2xx).');
    await u.click(await within(row).findByTestId('webhook-redeliver-31'));
    await waitFor(() => expect(net.to(webhooksEndpoints.webhookRedeliver)[0]?.body).toEqual({ id: 31 }));

    await u.click(await within(card).findByTestId('webhook-delete'));
    const confirm = await screen.findByTestId('webhook-delete-dialog');
    expect(net.to(webhooksEndpoints.webhookDelete)).toHaveLength(0);
    await u.click(await within(confirm).findByTestId('webhook-delete-confirm'));
    await waitFor(() => expect(net.to(webhooksEndpoints.webhookDelete)[0]?.body).toEqual({ id: 7 }));
  });

  it('says why a delivery failed in the reader language, the raw words beside (a TLS error in Chinese)', async () => {
    stub(
      [endpoint],
      [{ ...delivery, lastStatusCode: null, lastError: 'unable to verify the first certificate' }],
    );
    await i18n.changeLanguage('zh-CN');
    try {
      showInApp(<WebhooksSection />);
      // The table's cell (the phone's card says the same).
      const [answer] = await screen.findAllByTestId('webhook-answer-31');
      expect(answer).toHaveTextContent('安全连接失败：无法验证您服务器的 TLS 证书。');
      expect(answer).toHaveTextContent('unable to verify the first certificate');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
