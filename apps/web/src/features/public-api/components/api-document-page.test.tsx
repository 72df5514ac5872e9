import { createHmac } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleDocument } from '../../../../test/api-document-fixtures';
import { json, ok, stubNetwork } from '../../../../test/network';
import { showInApp } from '../../../../test/render';
import { i18n, initI18n } from '../../../lib/i18n';
import { ApiDocumentPage } from './api-document-page';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['public-api']);
});

const accountInfo = '/api/services/app/Profile/GetAccountInfo';
const secret = 'S3cret-pasted-on-the-page-0123456789abcdef';

function serve() {
  const net = stubNetwork();
  net.on('/api/openapi.json', json(sampleDocument));
  net.on('/api/services/app/Basic/GetServerTime', () => ok({ serverTime: Date.now(), iso: '' }));
  net.on(accountInfo, () => ok({ uid: '10000001' }));
  return net;
}

describe('ApiDocumentPage', () => {
  it('renders the guide and the reference of the key-callable calls, by tag', async () => {
    serve();
    showInApp(<ApiDocumentPage />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Authentication and signing' }),
    ).toBeVisible();
    const operations = screen.getAllByTestId('api-operation');
    expect(operations.map((op) => op.dataset.operation)).toEqual([
      'session.getAccountInfo',
      'earn.getOrders',
      'withdrawals.apply',
    ]);
    expect(screen.getAllByTestId('nav-tag').map((a) => a.textContent)).toEqual([
      'session (1)',
      'earn (1)',
      'withdrawals (1)',
    ]);
    const apply = operations[2] as HTMLElement;
    expect(within(apply).getByTestId('operation-permission')).toHaveTextContent('Needs withdraw');
    expect(within(apply).getByText('Idempotent')).toBeVisible();
    expect(within(apply).getByTestId('operation-errors')).toHaveTextContent('60028');
    expect(within(operations[1] as HTMLElement).getByTestId('operation-path')).toHaveTextContent(
      '/c/api/services/app/Earn/GetOrders',
    );
    // Nested fields of a $ref'd schema, in the answer's table.
    expect(within(operations[0] as HTMLElement).getByTestId('operation-result')).toHaveTextContent(
      'available',
    );
    // The document's own limits and server-time call.
    expect(screen.getByTestId('rate-limit-classes')).toHaveTextContent(
      'withdraw: 30 requests per 60 seconds',
    );
    expect(screen.getByTestId('guide-clock')).toHaveTextContent('GET /api/services/app/Basic/GetServerTime');
    expect(screen.getByTestId('signing-sample-code')).toHaveTextContent('openssl dgst -sha256 -hmac');
  });

  it('says so when the document cannot be loaded', async () => {
    const net = stubNetwork();
    net.on('/api/openapi.json', json({ error: 'down' }, 503));
    showInApp(<ApiDocumentPage />);
    expect(await screen.findByTestId('api-document-failed')).toBeVisible();
  });

  it('"try it" signs in the browser and sends the signature, never the secret or a session', async () => {
    const net = serve();
    const user = userEvent.setup();
    showInApp(<ApiDocumentPage />);
    const panel = await screen.findByTestId('try-it');
    await user.click(within(panel).getByTestId('try-send'));
    expect(within(panel).getByTestId('try-problem')).toHaveTextContent(
      'Enter the access key and the secret key.',
    );
    await user.type(within(panel).getByTestId('try-access-key'), 'AK-pasted');
    await user.type(within(panel).getByTestId('try-secret'), secret);
    await user.click(within(panel).getByTestId('try-send'));

    expect(await within(panel).findByTestId('try-status')).toHaveTextContent('HTTP 200');
    expect(within(panel).getByTestId('try-response')).toHaveTextContent('"uid": "10000001"');
    const [sent] = net.to(accountInfo);
    const timestamp = sent?.headers.get('x-api-timestamp') ?? '';
    expect(sent?.headers.get('x-api-key')).toBe('AK-pasted');
    expect(sent?.headers.get('x-api-signature')).toBe(
      createHmac('sha256', secret).update(`${timestamp}\nGET\n${accountInfo}\n`).digest('hex'),
    );
    expect(sent?.headers.get('authorization')).toBeNull();
    for (const [, value] of sent?.headers ?? []) expect(value).not.toContain(secret);
    expect(within(panel).getByTestId('try-signed-text')).toHaveTextContent(
      `${timestamp}⏎ GET⏎ ${accountInfo}⏎`,
    );
  });

  it('asks before a call that changes the account, and sends its body and an idempotency key', async () => {
    const net = serve();
    net.on('/api/services/app/Withdraw/Apply', () => ok({ id: 1 }));
    const user = userEvent.setup();
    showInApp(<ApiDocumentPage />);
    const apply = (await screen.findAllByTestId('api-operation'))[2] as HTMLElement;
    await user.click(within(apply).getByTestId('operation-try'));
    const panel = screen.getByTestId('try-it');
    await waitFor(() =>
      expect(within(panel).getByTestId('try-path')).toHaveTextContent('/api/services/app/Withdraw/Apply'),
    );
    await user.type(within(panel).getByTestId('try-access-key'), 'AK');
    await user.type(within(panel).getByTestId('try-secret'), 'sk');
    expect(within(panel).getByTestId('try-write-warning')).toBeVisible();
    expect(within(panel).getByTestId('try-send')).toBeDisabled();
    await user.click(within(panel).getByTestId('try-confirm'));
    await user.click(within(panel).getByTestId('try-send'));
    expect(await within(panel).findByTestId('try-status')).toHaveTextContent('HTTP 200');
    const [sent] = net.to('/api/services/app/Withdraw/Apply');
    expect(sent?.body).toEqual({ coin: 'USDT', amount: '12.5' });
    expect(sent?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    const timestamp = sent?.headers.get('x-api-timestamp') ?? '';
    expect(sent?.headers.get('x-api-signature')).toBe(
      createHmac('sha256', 'sk')
        .update(`${timestamp}\nPOST\n/api/services/app/Withdraw/Apply\n{"coin":"USDT","amount":"12.5"}`)
        .digest('hex'),
    );
    // Confirmed once: the next send asks again.
    expect(within(panel).getByTestId('try-send')).toBeDisabled();
  });
});
