import {
  type AccountInfo,
  isMerchantAccountType,
  sessionEndpoints,
  type TokenSession,
} from '@coffer/contract/auth';
import { constants, type Host } from '@coffer/contract/common';
import { useSyncExternalStore } from 'react';
import { paths } from '../../config/paths';
import { ApiError } from '../http/api-error';
import { normaliseEnvelope } from '../http/envelope';
import { checkResult } from '../http/result-check';
import { send } from '../http/transport';
import { currentLanguage } from '../i18n';
import { navigate } from '../shell-effects';
import { storage } from '../storage';

/** Spec §3: token, refresh token, account type, user and assets type, under prefixed keys. */
export interface SessionState {
  token: string | null;
  refreshToken: string | null;
  /** Epoch ms when the access token expires; null when unknown (a token handed over by the app). */
  expiresAt: number | null;
  accountType: number | null;
  user: AccountInfo | null;
  assetsType: string | null;
}

const { beforeExpirySeconds, retries } = constants.tokenRefresh;
/** Pause between refresh attempts, growing with each (our choice; the spec gives only the count). */
export const refreshRetryDelayMs = 1000;
const refreshLockName = 'coffer-token-refresh';

function readStored(): SessionState {
  const expiresAt = Number(storage.get('tokenExpiresAt'));
  const accountType = storage.get('accountType');
  return {
    token: storage.get('token'),
    refreshToken: storage.get('refreshToken'),
    expiresAt: Number.isFinite(expiresAt) && expiresAt > 0 ? expiresAt : null,
    accountType: accountType === null || accountType === '' ? null : Number(accountType),
    user: storage.getJson<AccountInfo>('user'),
    assetsType: storage.get('assetsType'),
  };
}

let state: SessionState = readStored();
const listeners = new Set<() => void>();

function update(patch: Partial<SessionState>) {
  state = { ...state, ...patch };
  const put = (name: Parameters<typeof storage.set>[0], value: string | null) =>
    value === null ? storage.remove(name) : storage.set(name, value);
  if ('token' in patch) put('token', state.token);
  if ('refreshToken' in patch) put('refreshToken', state.refreshToken);
  if ('expiresAt' in patch) put('tokenExpiresAt', state.expiresAt === null ? null : String(state.expiresAt));
  if ('accountType' in patch)
    put('accountType', state.accountType === null ? null : String(state.accountType));
  if ('user' in patch) put('user', state.user === null ? null : JSON.stringify(state.user));
  if ('assetsType' in patch) put('assetsType', state.assetsType);
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setUser(user: AccountInfo | null) {
    update(user ? { user, accountType: user.accountType } : { user: null });
  },
  setAccountType(accountType: number | null) {
    update({ accountType });
  },
  setAssetsType(assetsType: string | null) {
    update({ assetsType });
  },
  /** Stores a new token pair and restarts the refresh countdown from its expiry. */
  setTokens(session: TokenSession, now = Date.now()) {
    update({
      token: session.accessToken,
      refreshToken: session.refreshToken,
      expiresAt: now + session.accessTokenExpireInSeconds * 1000,
    });
    tickCountdown();
    startCountdown();
  },
  /** A token pair without a known lifetime (the native app's hand-over); 401s refresh it. */
  adoptTokens(token: string, refreshToken: string) {
    update({ token, refreshToken, expiresAt: expiryFromJwt(token) });
    tickCountdown();
    startCountdown();
  },
  /** Forgets the user, the tokens and the saved user data (spec §4). */
  clear() {
    stopCountdown();
    storage.remove('refreshCountdown');
    storage.remove('securityVerified');
    update({
      token: null,
      refreshToken: null,
      expiresAt: null,
      user: null,
      accountType: null,
      assetsType: null,
    });
  },
  /** For tests: read the stored session again, as a fresh page load would. */
  reloadFromStorage() {
    stopCountdown();
    state = readStored();
    for (const listener of listeners) listener();
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

/** Spec §6: the layout treats someone as signed in with a token and a lastLoginTime. */
export const isSignedIn = (s: SessionState) => Boolean(s.token && s.user?.lastLoginTime);

/** "Host by role" calls go to the merchant host for account types 1 and 3 (spec §6). */
export function hostByRole(hosts: readonly Host[], accountType: number | null): Host {
  if (hosts.includes('merchant') && accountType !== null && isMerchantAccountType(accountType))
    return 'merchant';
  return hosts.includes('base') ? 'base' : (hosts[0] ?? 'base');
}

/** The `exp` claim of a JWT, if it has one; we never trust it for anything but scheduling. */
function expiryFromJwt(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}

// The refresh countdown (spec §4): stored, ticking each second; at zero, 180 s before expiry, the
// token is refreshed. It is derived from the stored expiry so several tabs agree on it.

let timer: ReturnType<typeof setInterval> | null = null;

export function countdownSeconds(now = Date.now()): number | null {
  if (state.expiresAt === null) return null;
  return Math.max(0, Math.ceil((state.expiresAt - now) / 1000) - beforeExpirySeconds);
}

function tickCountdown() {
  const left = countdownSeconds();
  if (left === null || !state.refreshToken) {
    storage.remove('refreshCountdown');
    return;
  }
  storage.set('refreshCountdown', String(left));
  if (left === 0 && !refreshing) refreshAccessToken().catch(() => {});
}

export function startCountdown() {
  if (timer !== null || state.expiresAt === null || !state.refreshToken) return;
  timer = setInterval(tickCountdown, 1000);
}

export function stopCountdown() {
  if (timer !== null) clearInterval(timer);
  timer = null;
}

// One refresh at a time; every caller waiting on it (the 401 queue) gets the new token.

let refreshing: Promise<string> | null = null;

export function refreshAccessToken(): Promise<string> {
  refreshing ??= withTabLock(runRefresh).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Other tabs share the stored tokens: only one may spend a refresh token at a time. */
async function withTabLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return work();
  return locks.request(refreshLockName, work);
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runRefresh(): Promise<string> {
  const startedWith = state.refreshToken;
  // Another tab may have refreshed while this one waited for the lock: take its tokens.
  const stored = readStored();
  if (stored.refreshToken && stored.refreshToken !== startedWith && stored.token) {
    state = { ...state, token: stored.token, refreshToken: stored.refreshToken, expiresAt: stored.expiresAt };
    return stored.token;
  }
  const refreshToken = state.refreshToken;
  if (!refreshToken) return endSession();
  for (let attempt = 0; attempt <= retries; attempt++) {
    const outcome = await tryRefresh(refreshToken);
    if (outcome === 'revoked') break;
    if (typeof outcome === 'object') {
      sessionStore.setTokens(outcome);
      return outcome.accessToken;
    }
    if (attempt < retries) await delay(refreshRetryDelayMs * (attempt + 1));
  }
  return endSession();
}

/** One refresh call: the new tokens, 'revoked' (401: retrying cannot help), or 'failed'. */
async function tryRefresh(refreshToken: string): Promise<TokenSession | 'revoked' | 'failed'> {
  const endpoint = sessionEndpoints.refreshToken;
  try {
    const res = await send(
      endpoint,
      { refreshToken },
      { host: hostByRole(endpoint.hosts, state.accountType), token: null, language: currentLanguage() },
    );
    // A 401 on the refresh call means the refresh token is spent or revoked (spec §8).
    if (res.status === 401) return 'revoked';
    const envelope = normaliseEnvelope(res.body);
    if (!envelope?.success || !isTokenSession(envelope.result)) return 'failed';
    const checked = await checkResult(endpoint, envelope.result);
    return checked.ok ? (checked.data as TokenSession) : 'failed';
  } catch {
    // Timeout or network failure: worth another try.
    return 'failed';
  }
}

/** Enough of a token session to keep it (the full check runs in development, result-check.ts). */
const isTokenSession = (value: unknown): value is TokenSession =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TokenSession).accessToken === 'string' &&
  typeof (value as TokenSession).refreshToken === 'string' &&
  typeof (value as TokenSession).accessTokenExpireInSeconds === 'number';

function endSession(): never {
  sessionStore.clear();
  navigate(paths.user.login.path);
  throw new ApiError('sessionEnded', { httpStatus: 401 });
}

/** Keeps this tab in step when another one signs in, refreshes or signs out. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== window.localStorage || !event.key?.includes('.token')) return;
    stopCountdown();
    state = readStored();
    for (const listener of listeners) listener();
    startCountdown();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
