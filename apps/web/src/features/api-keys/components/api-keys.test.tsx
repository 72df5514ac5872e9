import { apiKeysEndpoints } from '@coffer/contract/api-keys';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { invalid, stubNetwork } from '../../../../test/network';
import { showInApp } from '../../../../test/render';
import { i18n, initI18n } from '../../../lib/i18n';
import { CreateKeyForm } from './create-key-dialog';
import { type CreatedKey, SecretDialog } from './secret-dialog';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['api-keys', 'validation']);
});

/** The list page's composition: the form, then the show-once dialog with what it created. */
function CreateThenShow() {
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const [done, setDone] = useState(false);
  return (
    <>
      {!created && !done && <CreateKeyForm addresses={[]} onCreated={setCreated} onCancel={() => {}} />}
      <SecretDialog
        created={created}
        onDone={() => {
          setCreated(null);
          setDone(true);
        }}
      />
      {done && <p>closed</p>}
    </>
  );
}

const createdKey: CreatedKey = {
  id: 7,
  remark: 'Trading bot',
  accessKey: 'AK-public-half-0123456789abcdef',
  secretKey: 'SECRET-shown-once-abcdefghijklmnopqrstuvwxyz012345',
  permissions: ['read'],
  withdrawScope: 'all',
  withdrawAddressIds: [],
  ips: '',
  status: 0,
  expiresAt: '2027-02-22T00:00:00.000Z',
  createdAt: '2026-11-24T00:00:00.000Z',
  lastUsedAt: null,
};

async function fillAndSubmit(options: { ips?: string; uncheckRead?: boolean; code?: string }) {
  const u = userEvent.setup();
  await u.type(screen.getByTestId('key-remark'), 'Trading bot');
  if (options.uncheckRead) await u.click(screen.getByRole('checkbox', { name: /^Read/ }));
  if (options.ips) {
    await u.click(screen.getByTestId('key-ips'));
    await u.paste(options.ips);
  }
  await u.type(screen.getByTestId('factor-code'), options.code ?? '123456');
  await u.click(screen.getByTestId('create-key-submit'));
}

const ips = (n: number) => Array.from({ length: n }, (_, i) => `203.0.113.${i + 1}`).join(', ');

// Typing into Mantine fields is slow on a shared 2-core machine.
describe('the API-key form refuses what the server refuses (spec §5, §9)', { timeout: 30_000 }, () => {
  it('21 bound IPs are one too many', async () => {
    const net = stubNetwork();
    showInApp(<CreateKeyForm addresses={[]} onCreated={() => {}} onCancel={() => {}} />);
    await fillAndSubmit({ ips: ips(21) });
    expect(await screen.findByText('You can bind at most 20 IP addresses or ranges.')).toBeInTheDocument();
    expect(screen.getByText('21 / 20')).toBeInTheDocument();
    expect(net.to(apiKeysEndpoints.create)).toHaveLength(0);
  });

  it('a bad CIDR range is refused; 20 good entries, full-width comma included, are not', async () => {
    const net = stubNetwork();
    net.reply(apiKeysEndpoints.create, { ...createdKey, ips: ips(20).replaceAll(', ', ',') });
    showInApp(<CreateKeyForm addresses={[]} onCreated={() => {}} onCancel={() => {}} />);
    await fillAndSubmit({ ips: '10.0.0.0/8, 192.168.1.0/33' });
    expect(
      await screen.findByText('Enter valid IP addresses or ranges, separated by commas.'),
    ).toBeInTheDocument();
    expect(net.to(apiKeysEndpoints.create)).toHaveLength(0);

    const u = userEvent.setup();
    await u.clear(screen.getByTestId('key-ips'));
    await u.click(screen.getByTestId('key-ips'));
    await u.paste(`${ips(19)}\uFF0C2001:db8::/32`);
    await u.click(screen.getByTestId('create-key-submit'));
    await waitFor(() => expect(net.to(apiKeysEndpoints.create)).toHaveLength(1));
    expect(net.to(apiKeysEndpoints.create)[0]?.body).toMatchObject({
      remark: 'Trading bot',
      permissions: ['read'],
      withdrawScope: 'all',
      emailCode: '123456',
    });
  });

  it('a key must be allowed to do something', async () => {
    const net = stubNetwork();
    showInApp(<CreateKeyForm addresses={[]} onCreated={() => {}} onCancel={() => {}} />);
    await fillAndSubmit({ uncheckRead: true });
    expect(await screen.findByText('Choose at least one permission.')).toBeInTheDocument();
    expect(net.to(apiKeysEndpoints.create)).toHaveLength(0);
  });

  it('tells the 90-day rule while no IP is bound, and asks for the 6-digit code', async () => {
    const net = stubNetwork();
    showInApp(<CreateKeyForm addresses={[]} onCreated={() => {}} onCancel={() => {}} />);
    expect(screen.getByTestId('key-validity-note')).toHaveTextContent(
      'Without bound IPs this key expires 90 days after it is created.',
    );
    await fillAndSubmit({ code: '12' });
    expect(await screen.findByText(/Enter the 6-digit code/)).toBeInTheDocument();
    expect(net.to(apiKeysEndpoints.create)).toHaveLength(0);
    const u = userEvent.setup();
    await u.type(screen.getByTestId('key-ips'), '198.51.100.7');
    expect(screen.getByTestId('key-validity-note')).toHaveTextContent('does not expire');
  });

  it('a wrong code from the server lands on the code field', async () => {
    const net = stubNetwork();
    net.on(
      apiKeysEndpoints.create,
      invalid([{ field: 'emailCode', message: 'verificationCode.invalid' }], {
        message: 'bad',
        details: 'The verification code is wrong or has expired.',
      }),
    );
    showInApp(<CreateKeyForm addresses={[]} onCreated={() => {}} onCancel={() => {}} />);
    await fillAndSubmit({});
    expect(await screen.findByText(/Enter the 6-digit code/)).toBeInTheDocument();
    expect(screen.queryByTestId('create-key-error')).toBeNull();
  });
});

describe('the secret is shown once', { timeout: 30_000 }, () => {
  it('shows access key and secret with copy buttons and a warning; closes only once saved, then is gone', async () => {
    const net = stubNetwork();
    net.reply(apiKeysEndpoints.create, createdKey);
    showInApp(<CreateThenShow />);
    await fillAndSubmit({});
    expect(await screen.findByTestId('secret-secret-key')).toHaveTextContent(createdKey.secretKey);
    expect(screen.getByTestId('secret-access-key')).toHaveTextContent(createdKey.accessKey);
    expect(screen.getByTestId('secret-warning')).toHaveTextContent(
      'This is the only time the secret key is shown.',
    );
    expect(screen.getByTestId('secret-secret-key-copy')).toHaveTextContent('Copy');
    expect(screen.getByText(/expires on/)).toBeInTheDocument();

    const u = userEvent.setup();
    const done = screen.getByTestId('secret-done');
    expect(done).toBeDisabled();
    await u.keyboard('{Escape}');
    expect(screen.getByTestId('secret-secret-key')).toBeInTheDocument();
    await u.click(screen.getByTestId('secret-saved'));
    expect(done).toBeEnabled();
    await u.click(done);
    expect(await screen.findByText('closed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(createdKey.secretKey)).toBeNull());
  });
});
