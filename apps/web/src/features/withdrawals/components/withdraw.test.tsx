import { addressBookEndpoints } from '@coffer/contract/address-book';
import type { CoinConfig } from '@coffer/contract/assets';
import { assetsEndpoints } from '@coffer/contract/assets';
import type { AccountInfo } from '@coffer/contract/auth';
import { withdrawalsEndpoints } from '@coffer/contract/withdrawals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, stubNetwork, type WireResult } from '../../../../test/network';
import { anAccount, showInApp } from '../../../../test/render';
import { i18n, initI18n } from '../../../lib/i18n';
import { installNavigate } from '../../../lib/shell-effects';
import { withdrawBlock } from '../model/withdraw-block';
import { WithdrawForm } from './withdraw-form';
import { WithdrawGate } from './withdraw-gate';

const usdt: CoinConfig = {
  coin: 'USDT',
  name: 'Tether USD',
  decimals: 6,
  isFiat: false,
  transferEnabled: true,
  transferFee: '0',
  networks: [
    {
      network: 'TRC20',
      networkName: 'TRON (TRC-20)',
      contractAddress: null,
      minDeposit: '1',
      confirmations: 19,
      withdrawFee: '1',
      withdrawMin: '10',
      withdrawMax: '500000',
      withdrawDailyMax: '1000000',
      depositEnabled: true,
      withdrawEnabled: true,
    },
  ],
};
const address = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const user = (over: Partial<AccountInfo> = {}) => anAccount({ ...over });

const visited: string[] = [];
beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['withdrawals', 'money', 'validation']);
  installNavigate((to) => visited.push(to));
});
beforeEach(() => {
  visited.length = 0;
});

function stubWallet() {
  const net = stubNetwork();
  net.reply(assetsEndpoints.getAssets, {
    walletType: 0,
    items: [{ coin: 'USDT', name: 'Tether USD', decimals: 6, balance: '100', frozen: '0', available: '100' }],
  });
  net.reply(addressBookEndpoints.get, [
    {
      id: 1,
      coin: 'USDT',
      network: 'TRC20',
      address,
      label: 'Exchange account',
      createdAt: '2026-01-01T00:00:00.000Z',
      usableFrom: '2026-01-02T00:00:00.000Z',
    },
  ]);
  return net;
}

function showForm(onApplied = vi.fn(), onBlocked = vi.fn()) {
  showInApp(
    <WithdrawForm
      coins={[usdt]}
      coin={usdt}
      network="TRC20"
      onChange={() => {}}
      block={null}
      onBlocked={onBlocked}
      onApplied={onApplied}
    />,
  );
  return { onApplied, onBlocked };
}

async function fill(amount: string, pin: string) {
  const u = userEvent.setup();
  await u.click(screen.getByTestId('withdraw-address'));
  await u.click(await screen.findByText(/Exchange account/));
  const field = screen.getByTestId('withdraw-amount');
  await u.clear(field);
  await u.type(field, amount);
  const pinField = screen.getByTestId('withdraw-pin');
  await u.clear(pinField);
  if (pin) await u.type(pinField, pin);
  await u.click(screen.getByTestId('withdraw-submit'));
}

describe('who may withdraw (spec §5, §9)', () => {
  it('names what blocks: identity by status, the fund PIN, the hold after a security change', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(withdrawBlock(user({ kycStatus: 0 }), now)).toEqual({ kind: 'kyc', status: 'unverified' });
    expect(withdrawBlock(user({ kycStatus: 1 }), now)).toEqual({ kind: 'kyc', status: 'underReview' });
    expect(withdrawBlock(user({ kycStatus: 2 }), now)).toEqual({ kind: 'kyc', status: 'failed' });
    expect(withdrawBlock(user({ fundPasswordSet: false }), now)).toEqual({ kind: 'fundPin' });
    expect(withdrawBlock(user({ securityHoldUntil: '2026-06-01T12:00:00Z' }), now)).toEqual({
      kind: 'hold',
      until: '2026-06-01T12:00:00Z',
    });
    expect(withdrawBlock(user({ securityHoldUntil: '2026-05-31T12:00:00Z' }), now)).toBeNull();
    expect(withdrawBlock(user({}), now)).toBeNull();
  });

  it('tells each block in words, with the way out', () => {
    showInApp(<WithdrawGate block={{ kind: 'kyc', status: 'failed' }} />);
    expect(screen.getByTestId('withdraw-gate')).toHaveTextContent('Your identity verification failed');
    expect(screen.getByRole('link', { name: 'Verify identity' })).toHaveAttribute('href', '/account/verifiy');
  });

  it('under review there is nothing to do but wait', () => {
    showInApp(<WithdrawGate block={{ kind: 'kyc', status: 'underReview' }} />);
    expect(screen.getByTestId('withdraw-gate')).toHaveTextContent('under review');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('without a fund PIN it points to the security centre', () => {
    showInApp(<WithdrawGate block={{ kind: 'fundPin' }} />);
    expect(screen.getByTestId('withdraw-gate')).toHaveTextContent('Set a fund PIN first');
  });
});

// Typing with user-event into Mantine fields is slow on a shared 2-core machine.
describe('the withdrawal form', { timeout: 30_000 }, () => {
  it('cuts the amount to the coin decimals, shows fee and totals, and "max" is available less the fee', async () => {
    stubWallet();
    showForm();
    const u = userEvent.setup();
    const field = await screen.findByTestId('withdraw-amount');
    await u.type(field, '12a.3456789');
    expect(field).toHaveValue('12.345678');
    expect(screen.getByTestId('withdraw-receive')).toHaveTextContent('12.345678 USDT');
    expect(screen.getByTestId('withdraw-total')).toHaveTextContent('13.345678 USDT');
    await waitFor(() => expect(screen.getByText('Available: 100.00 USDT')).toBeInTheDocument());
    await u.click(screen.getByRole('button', { name: 'Max' }));
    expect(field).toHaveValue('99');
  });

  it('shows the fee and the limits without padded zeros (issue 12)', async () => {
    stubWallet();
    showForm();
    expect(await screen.findByTestId('withdraw-fee')).toHaveTextContent(/^1 USDT$/);
    const quote = screen.getByTestId('withdraw-quote');
    expect(quote).toHaveTextContent('10 – 500,000 USDT');
    expect(quote).toHaveTextContent('1,000,000 USDT');
    expect(quote).not.toHaveTextContent('.000000');
  });

  it('reads a lone comma as the decimal point and sends 12.3, not 123 (issue 12)', async () => {
    const net = stubWallet();
    net.on(withdrawalsEndpoints.apply, fail(50002, 400, 'Wrong fund PIN.'));
    showForm();
    await screen.findByText('Available: 100.00 USDT');
    await fill('12,3', '000000');
    expect(screen.getByTestId('withdraw-amount')).toHaveValue('12.3');
    await screen.findByText('The fund PIN is wrong.');
    expect(net.to(withdrawalsEndpoints.apply)[0]?.body).toMatchObject({ amount: '12.3' });
  });

  it('refuses an amount that could be read two ways, says why, and sends nothing', async () => {
    const net = stubWallet();
    showForm();
    await screen.findByText('Available: 100.00 USDT');
    await fill('1.234,5', '135790');
    expect(screen.getByTestId('withdraw-amount')).toHaveValue('1.234,5');
    expect(await screen.findByText(/could be read two ways/)).toBeInTheDocument();
    expect(net.to(withdrawalsEndpoints.apply)).toHaveLength(0);
  });

  it('refuses what the server would refuse before sending it: PIN format, minimum, balance', async () => {
    const net = stubWallet();
    showForm();
    await screen.findByText('Available: 100.00 USDT');
    await fill('5', '12');
    expect(await screen.findByText('The fund PIN must be exactly 6 digits.')).toBeInTheDocument();
    await fill('5', '135790');
    expect(await screen.findByText('The minimum per withdrawal is 10 USDT.')).toBeInTheDocument();
    await fill('100', '135790');
    expect(await screen.findByText(/Insufficient balance/)).toBeInTheDocument();
    expect(net.to(withdrawalsEndpoints.apply)).toHaveLength(0);
  });

  it('a wrong fund PIN (50002) stays on the form, without the sign-in security check', async () => {
    const net = stubWallet();
    net.on(withdrawalsEndpoints.apply, fail(50002, 400, 'Wrong fund PIN.'));
    const { onApplied } = showForm();
    await screen.findByText('Available: 100.00 USDT');
    await fill('20', '000000');
    expect(await screen.findByText('The fund PIN is wrong.')).toBeInTheDocument();
    expect(visited).toEqual([]);
    expect(onApplied).not.toHaveBeenCalled();
    const [sent] = net.to(withdrawalsEndpoints.apply);
    expect(sent?.body).toMatchObject({
      coin: 'USDT',
      network: 'TRC20',
      address,
      amount: '20',
      fundPassword: '000000',
    });
    expect((sent?.body as { requestId?: string } | undefined)?.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('server limits land on the amount; identity problems become the block message', async () => {
    const net = stubWallet();
    net.on(
      withdrawalsEndpoints.apply,
      fail(40015, 400, '1000000'),
      // The KYC guard's answer: the status in error.data, the details a sentence.
      fail(60013, 400, 'Your identity verification is under review.', 'server text', { kycStatus: 1 }),
    );
    const { onBlocked } = showForm();
    await screen.findByText('Available: 100.00 USDT');
    await fill('20', '135790');
    expect(
      await screen.findByText('This would go over your daily limit of 1,000,000 USDT.'),
    ).toBeInTheDocument();
    await fill('20', '135790');
    await waitFor(() => expect(onBlocked).toHaveBeenCalledWith({ kind: 'kyc', status: 'underReview' }));
  });

  it('an accepted application goes on to the code step', async () => {
    const net = stubWallet();
    const applied: WireResult<typeof withdrawalsEndpoints.apply> = {
      rid: 'abcdef0123456789abcdef01',
      coin: 'USDT',
      network: 'TRC20',
      address,
      amount: '20',
      fee: '1',
      total: '21',
      status: 0,
      confirmed: false,
      cancellable: true,
      txId: null,
      createdAt: '2026-06-01T00:00:00.000Z',
      completedAt: null,
    };
    net.reply(withdrawalsEndpoints.apply, applied);
    const { onApplied } = showForm();
    await screen.findByText('Available: 100.00 USDT');
    await fill('20', '135790');
    await waitFor(() => expect(onApplied).toHaveBeenCalledWith(applied));
    expect(screen.getByTestId('withdraw-amount')).toHaveValue('');
  });
});
