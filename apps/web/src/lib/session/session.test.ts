import type { AccountInfo } from '@coffer/contract/auth';
import { authEndpoints } from '@coffer/contract/auth';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubNetwork } from '../../../test/network';
import { anAccount } from '../../../test/render';
import { installAppBridge } from '../app-mode';
import { initI18n } from '../i18n';
import { installNavigate } from '../shell-effects';
import { storage, storageKey } from '../storage';
import { acceptAppTokens, loadAccountInfo, signIn, signOut } from './session';
import {
  countdownSeconds,
  refreshAccessToken,
  refreshRetryDelayMs,
  sessionStore,
  startCountdown,
} from './session-store';

const visited: string[] = [];
const tokens = (n: number, seconds = 900) => ({
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  accessTokenExpireInSeconds: seconds,
});
const user = (over: Partial<AccountInfo> = {}) => anAccount({ ...over });

beforeAll(async () => {
  await initI18n('en');
  installNavigate((to) => visited.push(to));
});
beforeEach(() => {
  visited.length = 0;
  sessionStore.clear();
});
afterEach(() => sessionStore.clear());

describe('stored session', () => {
  it('keeps token, refresh token, account type, user and assets type under environment-prefixed keys', async () => {
    const net = stubNetwork();
    net.reply(authEndpoints.getAccountInfo, user({ accountType: 6 }));
    await signIn(tokens(1));
    sessionStore.setAssetsType('spot');
    const prefix = 'coffer.test.';
    expect(storageKey('token')).toBe(`${prefix}token`);
    expect(localStorage.getItem(`${prefix}token`)).toBe('access-1');
    expect(localStorage.getItem(`${prefix}refreshToken`)).toBe('refresh-1');
    expect(localStorage.getItem(`${prefix}accountType`)).toBe('6');
    expect(JSON.parse(localStorage.getItem(`${prefix}user`) ?? '{}')).toMatchObject({ uid: '10000001' });
    expect(localStorage.getItem(`${prefix}assetsType`)).toBe('spot');
    // A new page load reads it back.
    sessionStore.reloadFromStorage();
    expect(sessionStore.get()).toMatchObject({ token: 'access-1', accountType: 6, assetsType: 'spot' });
  });
});

describe('the refresh countdown (spec §4)', () => {
  it('is stored, ticks each second, and refreshes 180 s before expiry', async () => {
    vi.useFakeTimers();
    const net = stubNetwork();
    net.reply(authEndpoints.refreshToken, tokens(2));
    sessionStore.setTokens(tokens(1, 600));
    expect(storage.get('refreshCountdown')).toBe('420');
    await vi.advanceTimersByTimeAsync(1000);
    expect(storage.get('refreshCountdown')).toBe('419');
    await vi.advanceTimersByTimeAsync(418_000);
    expect(storage.get('refreshCountdown')).toBe('1');
    expect(net.to(authEndpoints.refreshToken)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(net.to(authEndpoints.refreshToken)).toHaveLength(1);
    expect(net.to(authEndpoints.refreshToken)[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(sessionStore.get()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2' });
    // The next countdown starts from the new token's lifetime (900 s - 180 s).
    expect(storage.get('refreshCountdown')).toBe('720');
    expect(countdownSeconds()).toBe(720);
  });

  it('runs one refresh at a time: every waiting caller gets the same new token', async () => {
    const net = stubNetwork();
    net.on(
      authEndpoints.refreshToken,
      () => new Promise((resolve) => setTimeout(() => resolve(ok(tokens(2))), 10)),
    );
    sessionStore.setTokens(tokens(1));
    const got = await Promise.all([refreshAccessToken(), refreshAccessToken(), refreshAccessToken()]);
    expect(got).toEqual(['access-2', 'access-2', 'access-2']);
    expect(net.to(authEndpoints.refreshToken)).toHaveLength(1);
  });

  it('retries up to 3 times, then clears the session and goes to /user/login', async () => {
    vi.useFakeTimers();
    const net = stubNetwork();
    net.on(authEndpoints.refreshToken, fail(500, 500));
    sessionStore.setTokens(tokens(1));
    const outcome = refreshAccessToken().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(refreshRetryDelayMs * 6);
    expect(await outcome).toMatchObject({ kind: 'sessionEnded' });
    expect(net.to(authEndpoints.refreshToken)).toHaveLength(4);
    expect(sessionStore.get().token).toBeNull();
    expect(storage.get('refreshToken')).toBeNull();
    expect(storage.get('refreshCountdown')).toBeNull();
    expect(visited).toEqual(['/user/login']);
  });

  it('recovers when a retry succeeds', async () => {
    vi.useFakeTimers();
    const net = stubNetwork();
    net.on(authEndpoints.refreshToken, fail(500, 500), fail(500, 500), ok(tokens(3)));
    sessionStore.setTokens(tokens(1));
    const outcome = refreshAccessToken();
    await vi.advanceTimersByTimeAsync(refreshRetryDelayMs * 3);
    expect(await outcome).toBe('access-3');
    expect(net.to(authEndpoints.refreshToken)).toHaveLength(3);
    expect(visited).toEqual([]);
  });

  it('picks the countdown up again after a reload, from the stored expiry', async () => {
    vi.useFakeTimers();
    sessionStore.setTokens(tokens(1, 600));
    await vi.advanceTimersByTimeAsync(100_000);
    sessionStore.reloadFromStorage();
    expect(countdownSeconds()).toBe(320);
    startCountdown();
    await vi.advanceTimersByTimeAsync(1000);
    expect(storage.get('refreshCountdown')).toBe('319');
  });

  it('refreshes merchants on the merchant host', async () => {
    const net = stubNetwork();
    net.reply(authEndpoints.refreshToken, tokens(2));
    sessionStore.setTokens(tokens(1));
    sessionStore.setAccountType(3);
    await refreshAccessToken();
    expect(net.to(authEndpoints.refreshToken)[0]?.url.pathname).toBe('/m/api/TokenAuth/RefreshToken');
  });
});

describe('account info', () => {
  it('signIn stores the tokens and loads the user from the host for the role', async () => {
    const net = stubNetwork();
    net.reply(authEndpoints.getAccountInfo, user({ accountType: 1, isOfficial: true }));
    const loaded = await signIn(tokens(1), { accountType: 1 });
    expect(loaded?.accountType).toBe(1);
    expect(net.to(authEndpoints.getAccountInfo)[0]?.url.pathname).toBe(
      '/m/api/services/app/Profile/GetAccountInfo',
    );
    expect(net.to(authEndpoints.getAccountInfo)[0]?.headers.get('authorization')).toBe('Bearer access-1');
    expect(sessionStore.get().user?.isOfficial).toBe(true);
  });

  it('a failed account-info call clears user info, token and saved user data', async () => {
    const net = stubNetwork();
    net.reply(authEndpoints.getAccountInfo, user());
    await signIn(tokens(1));
    net.on(authEndpoints.getAccountInfo, fail(500, 500));
    expect(await loadAccountInfo()).toBeNull();
    expect(sessionStore.get()).toMatchObject({ token: null, refreshToken: null, user: null });
    expect(storage.get('user')).toBeNull();
  });

  it('a dropped connection keeps the session (the user did nothing wrong)', async () => {
    const net = stubNetwork();
    net.reply(authEndpoints.getAccountInfo, user());
    await signIn(tokens(1));
    net.on(authEndpoints.getAccountInfo, () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await loadAccountInfo()).toBeNull();
    expect(sessionStore.get().token).toBe('access-1');
  });

  it('log out calls Profile/Exit, then clears and goes to /user/login', async () => {
    const net = stubNetwork();
    net.reply(authEndpoints.getAccountInfo, user());
    net.reply(authEndpoints.exit, true);
    await signIn(tokens(1));
    await signOut();
    const [exit] = net.to(authEndpoints.exit);
    expect(exit?.method).toBe('POST');
    expect(exit?.headers.get('authorization')).toBe('Bearer access-1');
    expect(sessionStore.get()).toMatchObject({ token: null, user: null });
    expect(visited).toEqual(['/user/login']);
  });

  it('the native app hands over its tokens through window.setAppToken and the user is reloaded', async () => {
    installAppBridge();
    const net = stubNetwork();
    net.reply(authEndpoints.getAccountInfo, user({ name: 'From app' }));
    await window.setAppToken?.('app-access', 'app-refresh');
    expect(sessionStore.get()).toMatchObject({ token: 'app-access', refreshToken: 'app-refresh' });
    expect(sessionStore.get().user?.name).toBe('From app');
    expect(await acceptAppTokens(42, null)).toBeNull();
  });
});
