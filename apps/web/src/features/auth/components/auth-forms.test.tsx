import { authEndpoints } from '@coffer/contract/auth';
import { constants } from '@coffer/contract/common';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubNetwork } from '../../../../test/network';
import { imageProblem } from '../../../components/image-upload';
import { SendCodeButton } from '../../../components/send-code-button';
import { i18n, initI18n } from '../../../lib/i18n';
import { PasswordSignInForm } from './password-sign-in-form';
import QrLogin from './qr-login';
import { RegisterForm } from './register-form';

// Typing through user-event is slow on a busy machine; these tests type whole forms.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['auth', 'validation']);
});

function renderWith(element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }]);
  return render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

// The vector of lib/http/key-exchange.test.ts: 'Coffer#Demo2026' encrypts to 'jqxtC0ybvKwXhZq3c5vAUg=='.
const exchange = {
  i: '000102030405060708090a0b0c0d0e0f',
  s: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
  k: 'demo-key-material',
  e: 120,
};
const tokens = { accessToken: 'a', refreshToken: 'r', accessTokenExpireInSeconds: 900 };
const failure = (code: number, data: Record<string, unknown>) => fail(code, 400, null, 'm', data);
const blank = { emailAddress: '', areaCode: '+44', phoneNumber: '' };

describe('the password sign-in form', () => {
  it('checks the fields with the contract before calling anything', async () => {
    const net = stubNetwork();
    renderWith(
      <PasswordSignInForm method="email" defaults={blank} onSignedIn={vi.fn()} onVerify={vi.fn()} />,
    );
    await userEvent.type(screen.getByTestId('email-input'), 'nope');
    await userEvent.click(screen.getByTestId('signin-submit'));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeVisible();
    expect(screen.getByText('Use 8 to 20 characters.')).toBeVisible();
    expect(net.requests).toHaveLength(0);
  });

  it('signs in with the password encrypted under a key exchange', async () => {
    const net = stubNetwork();
    net.reply(authEndpoints.getKeis, exchange);
    net.reply(authEndpoints.authenticateByEmailAddress, tokens);
    const onSignedIn = vi.fn(async () => {});
    renderWith(
      <PasswordSignInForm method="email" defaults={blank} onSignedIn={onSignedIn} onVerify={vi.fn()} />,
    );
    await userEvent.type(screen.getByTestId('email-input'), ' a@example.com ');
    await userEvent.type(screen.getByTestId('password-input'), 'Coffer#Demo2026');
    await userEvent.click(screen.getByTestId('signin-submit'));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(tokens));
    const sent = net.to(authEndpoints.authenticateByEmailAddress)[0]?.body as Record<string, string>;
    expect(sent).toMatchObject({ emailAddress: 'a@example.com', key: 'demo-key-material' });
    expect(sent.password).toBe('jqxtC0ybvKwXhZq3c5vAUg==');
  });

  it('tells the attempts left after a wrong password, and empties the password', async () => {
    const net = stubNetwork();
    net.reply(authEndpoints.getKeis, exchange);
    net.on(authEndpoints.authenticateByPhoneNumber, failure(51026, { remainingAttempts: 2 }));
    renderWith(
      <PasswordSignInForm method="phone" defaults={blank} onSignedIn={vi.fn()} onVerify={vi.fn()} />,
    );
    await userEvent.type(screen.getByTestId('phone-input'), '7700 900001');
    await userEvent.type(screen.getByTestId('password-input'), 'Wrong#Pass1');
    await userEvent.click(screen.getByTestId('signin-submit'));
    expect(await screen.findByTestId('signin-error')).toHaveTextContent(
      'The phone number or password is incorrect. Attempts left before sign-in is locked for 2 hours: 2.',
    );
    expect(screen.getByTestId('password-input')).toHaveValue('');
    expect(net.to(authEndpoints.authenticateByPhoneNumber)[0]?.body).toMatchObject({
      areaCode: '+44',
      phoneNumber: '7700900001',
    });
  });

  it('hands a new device (50002) over to the second factor', async () => {
    const net = stubNetwork();
    net.reply(authEndpoints.getKeis, exchange);
    net.on(
      authEndpoints.authenticateByEmailAddress,
      failure(50002, { ticket: 't1', channels: ['email'], email: 'a***@example.com', expireInSeconds: 300 }),
    );
    const onVerify = vi.fn();
    renderWith(
      <PasswordSignInForm method="email" defaults={blank} onSignedIn={vi.fn()} onVerify={onVerify} />,
    );
    await userEvent.type(screen.getByTestId('email-input'), 'a@example.com');
    await userEvent.type(screen.getByTestId('password-input'), 'Coffer#Demo2026');
    await userEvent.click(screen.getByTestId('signin-submit'));
    await waitFor(() =>
      expect(onVerify).toHaveBeenCalledWith({
        ticket: 't1',
        channels: ['email'],
        email: 'a***@example.com',
        phone: null,
        expireInSeconds: 300,
      }),
    );
    expect(screen.queryByTestId('signin-error')).toBeNull();
  });
});

describe('the sign-up form', () => {
  it('validates only the address of the tab in use, and sends what the contract takes', async () => {
    const net = stubNetwork();
    net.reply(authEndpoints.getKeis, exchange);
    // Sign-up answers the new account's session, which the form hands on to sign in with.
    const registered = {
      uid: '20000001',
      accountType: 2,
      accessToken: 'access',
      refreshToken: 'refresh',
      accessTokenExpireInSeconds: 900,
    };
    net.reply(authEndpoints.registerByPhoneNumber, registered);
    const onRegistered = vi.fn();
    renderWith(
      <RegisterForm terms={null} privacy={null} defaultCallingCode="+86" onRegistered={onRegistered} />,
    );
    await userEvent.click(screen.getByText('Enterprise'));
    await userEvent.click(screen.getByTestId('tab-phone'));
    await userEvent.type(screen.getByTestId('phone-input'), '13900000001');
    await userEvent.type(screen.getByTestId('code-input'), '123456');
    await userEvent.type(screen.getByTestId('new-password-input'), 'Coffer#Demo2026');
    await userEvent.type(screen.getByTestId('confirm-password-input'), 'Coffer#Demo2026');
    for (const q of ['over18', 'noConviction', 'noBankruptcy', 'authorityToAct'])
      await userEvent.click(screen.getByTestId(`question-${q}-yes`));
    await userEvent.click(screen.getByTestId('consent-terms'));
    await userEvent.click(screen.getByTestId('consent-privacy'));
    await userEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(registered));
    const sent = net.to(authEndpoints.registerByPhoneNumber)[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      areaCode: '+86',
      phoneNumber: '13900000001',
      code: '123456',
      accountType: 2,
      questionnaire: { over18: true, noConviction: true, noBankruptcy: true, authorityToAct: true },
      consent: { terms: true, privacy: true },
      key: 'demo-key-material',
    });
    expect(sent).not.toHaveProperty('emailAddress');
    expect(sent).not.toHaveProperty('referralCode');
  });

  it('a "no" in the questionnaire stops the sign-up at once', async () => {
    stubNetwork();
    renderWith(<RegisterForm terms={null} privacy={null} defaultCallingCode="+86" onRegistered={vi.fn()} />);
    await userEvent.click(screen.getByTestId('question-noBankruptcy-no'));
    expect(screen.getByTestId('not-eligible')).toHaveTextContent('Sorry, you are not eligible to register.');
    expect(screen.getByTestId('register-submit')).toBeDisabled();
  });

  it('shows "already registered" under the address when a code is asked for it', async () => {
    const net = stubNetwork();
    net.on(authEndpoints.sendVerificationCode, failure(51093, {}));
    renderWith(<RegisterForm terms={null} privacy={null} defaultCallingCode="+86" onRegistered={vi.fn()} />);
    await userEvent.type(screen.getByTestId('email-input'), 'taken@example.com');
    await userEvent.click(screen.getByTestId('send-code'));
    expect(await screen.findByText('This e-mail address is already registered.')).toBeVisible();
    expect(screen.getByTestId('send-code')).toBeEnabled();
  });
});

describe('the send-code button', () => {
  it('counts down the seconds the server asks, then offers to send again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSend = vi.fn(async () => 60);
    renderWith(<SendCodeButton onSend={onSend} />);
    await userEvent.click(await screen.findByTestId('send-code'));
    expect(screen.getByTestId('send-code')).toHaveTextContent('Again in 60 s');
    expect(screen.getByTestId('send-code')).toBeDisabled();
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('send-code')).toHaveTextContent('Again in 59 s');
    await act(async () => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByTestId('send-code')).toHaveTextContent('Send again');
    expect(screen.getByTestId('send-code')).toBeEnabled();
  });

  it('stays ready when nothing was sent', async () => {
    renderWith(<SendCodeButton onSend={async () => null} />);
    await userEvent.click(await screen.findByTestId('send-code'));
    expect(screen.getByTestId('send-code')).toHaveTextContent('Send code');
    expect(screen.getByTestId('send-code')).toBeEnabled();
  });
});

describe('QR sign-in', () => {
  const generated = (expireInSeconds: number, ticket = 't1') =>
    ok({ ticket, qrCode: `coffer-login:${ticket}`, pollSecret: 's', expireInSeconds, pollIntervalMs: 10 });
  const polled = (status: number, session: unknown = null) => ok({ status, session });

  it('polls until the app confirms, then signs in with the session, once', async () => {
    const net = stubNetwork();
    net.on(authEndpoints.qrLoginGenerate, generated(120));
    net.on(authEndpoints.qrLoginPoll, polled(0), polled(1), polled(5, tokens));
    const onSignedIn = vi.fn(async () => {});
    renderWith(<QrLogin onSignedIn={onSignedIn} />);
    expect(await screen.findByTestId('qr-code')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png/),
    );
    expect(await screen.findByText('Confirm the sign-in in the app to continue.')).toBeVisible();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(tokens));
    expect(net.to(authEndpoints.qrLoginPoll)[0]?.body).toEqual({ ticket: 't1', pollSecret: 's' });
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('an expired code says so, stops polling, and a new one can be had', async () => {
    const net = stubNetwork();
    net.on(authEndpoints.qrLoginGenerate, generated(120), generated(120, 't2'));
    net.on(authEndpoints.qrLoginPoll, polled(4));
    renderWith(<QrLogin onSignedIn={vi.fn()} />);
    expect(await screen.findByTestId('qr-expired')).toHaveTextContent('QR code expired');
    const polls = net.to(authEndpoints.qrLoginPoll).length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(net.to(authEndpoints.qrLoginPoll)).toHaveLength(polls);
    await userEvent.click(screen.getByTestId('qr-refresh'));
    await waitFor(() => expect(net.to(authEndpoints.qrLoginGenerate)).toHaveLength(2));
  });

  it('a code past its time is expired without asking the server', async () => {
    const net = stubNetwork();
    net.on(authEndpoints.qrLoginGenerate, generated(0));
    renderWith(<QrLogin onSignedIn={vi.fn()} />);
    expect(await screen.findByTestId('qr-expired')).toBeVisible();
    expect(net.to(authEndpoints.qrLoginPoll)).toHaveLength(0);
  });
});

describe('the certificate check before upload', () => {
  const file = (type: string, size: number) => new File([new Uint8Array(size)], 'c', { type });
  const certificateProblem = (picked: File) => imageProblem(picked, constants.uploads.merchantCertificate);
  it('takes JPG and PNG up to 5 MB', () => {
    expect(certificateProblem(file('image/png', 1000))).toBeNull();
    expect(certificateProblem(file('image/jpeg', 5 * 1024 * 1024))).toBeNull();
  });
  it('refuses other types, empty files and larger files', () => {
    expect(certificateProblem(file('image/gif', 1000))).toBe('type');
    expect(certificateProblem(file('application/pdf', 1000))).toBe('type');
    expect(certificateProblem(file('image/png', 0))).toBe('type');
    expect(certificateProblem(file('image/png', 5 * 1024 * 1024 + 1))).toBe('size');
  });
});
