import type { AccountInfo } from '@coffer/contract/auth';
import { authEndpoints } from '@coffer/contract/auth';
import { securityEndpoints } from '@coffer/contract/security';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubNetwork } from '../../../../test/network';
import { anAccount, showInApp } from '../../../../test/render';
import { i18n, initI18n } from '../../../lib/i18n';
import { factorNeeds } from '../model/second-factor';
import { ContactDialog } from './contact-dialog';
import { FundPinDialog } from './fund-pin-dialog';
import { PasswordForm } from './password-form';
import { SecurityItems } from './security-items';

/** A signed-in user, built from the defaults with what a test changes. */
const aUser = (over: Partial<AccountInfo> = {}) =>
  anAccount({ uid: '10000042', name: 'Sam', email: 's***@example.com', fundPasswordSet: false, ...over });

// The vector of lib/http/key-exchange.test.ts, for the calls whose password fields are encrypted.
const exchange = {
  i: '000102030405060708090a0b0c0d0e0f',
  s: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
  k: 'demo-key-material',
  e: 120,
};

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['security', 'validation']);
});

async function type(testId: string, text: string) {
  const u = userEvent.setup();
  const field = screen.getByTestId(testId);
  await u.clear(field);
  if (text) await u.type(field, text);
}

// Typing into Mantine fields with user-event is slow on a shared 2-core machine.
describe('the second factor each operation asks for', () => {
  it('follows the server: authenticator first, the old address for changes, any address otherwise', () => {
    const plain = { googleAuthBound: false };
    const withGoogle = { googleAuthBound: true };
    expect(factorNeeds(plain, 'default')).toEqual({ google: false, code: 'any' });
    expect(factorNeeds(withGoogle, 'default')).toEqual({ google: true, code: null });
    expect(factorNeeds(withGoogle, 'oldEmail')).toEqual({ google: true, code: 'email' });
    expect(factorNeeds(plain, 'oldPhone')).toEqual({ google: false, code: 'sms' });
    expect(factorNeeds(plain, 'password')).toEqual({ google: false, code: null });
    expect(factorNeeds(withGoogle, 'unbindGoogle')).toEqual({ google: true, code: 'any' });
    expect(factorNeeds(plain, 'bindGoogle')).toEqual({ google: false, code: 'any' });
  });
});

describe('fund PIN', { timeout: 30_000 }, () => {
  it('refuses what the server refuses: 6 digits, both entries equal, the code', async () => {
    const net = stubNetwork();
    showInApp(<FundPinDialog user={aUser()} onClose={() => {}} onDone={() => {}} />);
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('fund-pin-submit'));
    expect(await screen.findByText('The fund PIN must be exactly 6 digits.')).toBeInTheDocument();
    expect(
      screen.getByText('Enter the 6-digit code we sent you. It may be wrong or expired.'),
    ).toBeInTheDocument();

    await type('fund-pin-input', '12a456');
    await u.click(screen.getByTestId('fund-pin-submit'));
    expect(await screen.findByText('The fund PIN must be exactly 6 digits.')).toBeInTheDocument();

    await type('fund-pin-input', '123456');
    await type('fund-pin-confirm-input', '654321');
    await type('email-code-input', '111111');
    await u.click(screen.getByTestId('fund-pin-submit'));
    expect(await screen.findByText('The two fund PINs do not match.')).toBeInTheDocument();
    expect(net.requests).toHaveLength(0);
  });

  it('sets it with the e-mailed code, the PIN fields encrypted under a key exchange', async () => {
    const net = stubNetwork();
    net.reply(authEndpoints.sendVerificationCode, { resendAfterSeconds: 60, expireInSeconds: 600 });
    net.reply(authEndpoints.getKeis, exchange);
    net.reply(securityEndpoints.setFundPassword, true);
    const onDone = vi.fn();
    showInApp(<FundPinDialog user={aUser()} onClose={() => {}} onDone={onDone} />);
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('email-code-input-send'));
    await waitFor(() => expect(net.to(authEndpoints.sendVerificationCode)).toHaveLength(1));
    expect(net.to(authEndpoints.sendVerificationCode)[0]?.body).toEqual({
      purpose: 'security',
      channel: 'email',
    });
    expect(await screen.findByTestId('email-code-input-send')).toHaveTextContent(/Again in \d+ s/);

    await type('fund-pin-input', '135790');
    await type('fund-pin-confirm-input', '135790');
    await type('email-code-input', '123456');
    await u.click(screen.getByTestId('fund-pin-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Your fund PIN is set.'));
    const body = net.to(securityEndpoints.setFundPassword)[0]?.body as Record<string, string>;
    expect(body.emailCode).toBe('123456');
    expect(body.key).toBe(exchange.k);
    expect(body.fundPin).not.toBe('135790');
    expect(body).not.toHaveProperty('smsCode');
  });

  it('with an authenticator bound asks for its code only', async () => {
    stubNetwork();
    showInApp(<FundPinDialog user={aUser({ googleAuthBound: true })} onClose={() => {}} onDone={() => {}} />);
    expect(await screen.findByTestId('google-code-input')).toBeInTheDocument();
    expect(screen.queryByTestId('email-code-input')).toBeNull();
  });
});

describe('login password', { timeout: 30_000 }, () => {
  it('needs the old password and 8 to 20 characters typed twice', async () => {
    const net = stubNetwork();
    showInApp(<PasswordForm user={aUser()} />);
    const u = userEvent.setup();
    await type('new-password-input', 'short');
    await type('confirm-password-input', 'other');
    await u.click(screen.getByTestId('password-submit'));
    const form = screen.getByTestId('password-form');
    expect(await within(form).findAllByText('Use 8 to 20 characters.')).toHaveLength(2);
    await type('old-password-input', 'Old#Pass2026');
    await type('new-password-input', 'New#Pass2026');
    await type('confirm-password-input', 'New#Pass2027');
    await u.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    expect(net.requests).toHaveLength(0);
  });

  it('says how many tries are left after a wrong old password, and that other sessions end', async () => {
    const net = stubNetwork();
    net.reply(authEndpoints.getKeis, exchange);
    net.on(securityEndpoints.updatePassword, fail(51024, 400, null, 'x', { remainingAttempts: 3 }), ok(true));
    showInApp(<PasswordForm user={aUser()} />);
    const u = userEvent.setup();
    await type('old-password-input', 'Wrong#Pass1');
    await type('new-password-input', 'New#Pass2026');
    await type('confirm-password-input', 'New#Pass2026');
    await u.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText(/The current password is wrong. 3 attempts left/)).toBeInTheDocument();
    await type('old-password-input', 'Right#Pass1');
    await u.click(screen.getByTestId('password-submit'));
    expect(await screen.findByTestId('password-changed')).toHaveTextContent(
      'Your other sessions have been signed out.',
    );
    expect(net.to(securityEndpoints.updatePassword)).toHaveLength(2);
  });
});

describe('phone and e-mail', { timeout: 30_000 }, () => {
  it('will not unbind the only address: the dialog says why and offers to bind the other', async () => {
    const net = stubNetwork();
    const onBindOther = vi.fn();
    showInApp(
      <ContactDialog
        kind="email"
        mode="unbind"
        user={aUser()}
        onClose={() => {}}
        onDone={() => {}}
        onBindOther={onBindOther}
      />,
    );
    expect(await screen.findByTestId('unbind-guard')).toHaveTextContent(
      'Bind a phone number before you unbind your e-mail address.',
    );
    expect(screen.queryByTestId('contact-submit')).toBeNull();
    await userEvent.setup().click(screen.getByTestId('guard-bind-other'));
    expect(onBindOther).toHaveBeenCalled();
    expect(net.requests).toHaveLength(0);
  });

  it('unbinds the phone when an e-mail remains, with the code sent to that phone', async () => {
    stubNetwork();
    showInApp(
      <ContactDialog
        kind="phone"
        mode="unbind"
        user={aUser({ areaCode: '+44', phoneNumber: '7700****01' })}
        onClose={() => {}}
        onDone={() => {}}
        onBindOther={() => {}}
      />,
    );
    expect(await screen.findByTestId('sms-code-input')).toBeInTheDocument();
    expect(screen.queryByTestId('unbind-guard')).toBeNull();
    expect(screen.getByText('We send it to +44 7700****01.')).toBeInTheDocument();
  });

  it('checks the new address and both codes before calling', async () => {
    const net = stubNetwork();
    showInApp(
      <ContactDialog
        kind="email"
        mode="change"
        user={aUser()}
        onClose={() => {}}
        onDone={() => {}}
        onBindOther={() => {}}
      />,
    );
    const u = userEvent.setup();
    await type('new-email-input', 'not-an-address');
    await u.click(screen.getByTestId('new-code-input-send'));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    await u.click(screen.getByTestId('contact-submit'));
    expect(
      await screen.findAllByText('Enter the 6-digit code we sent you. It may be wrong or expired.'),
    ).toHaveLength(2);
    expect(net.requests).toHaveLength(0);
  });

  it('shows each item with its state, and a taken address lands under the field', async () => {
    const net = stubNetwork();
    net.reply(authEndpoints.sendVerificationCode, { resendAfterSeconds: 60, expireInSeconds: 600 });
    net.on(securityEndpoints.bindPhoneNumber, fail(51094, 400, null, 'x'));
    showInApp(<SecurityItems user={aUser({ fundPasswordSet: true })} />);
    expect(screen.getByTestId('item-phone-state')).toHaveTextContent('Not bound');
    expect(screen.getByTestId('item-email-state')).toHaveTextContent('Bound');
    expect(screen.getByTestId('item-fundPin-state')).toHaveTextContent('Set');
    const u = userEvent.setup();
    await u.click(screen.getByTestId('phone-bind'));
    await type('new-phone-input', '7700900123');
    await type('new-code-input', '222222');
    await type('email-code-input', '333333');
    await u.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText('This phone number is already registered.')).toBeInTheDocument();
    expect(net.to(securityEndpoints.bindPhoneNumber)[0]?.body).toMatchObject({
      phoneNumber: '7700900123',
      code: '222222',
      emailCode: '333333',
    });
  });
});
