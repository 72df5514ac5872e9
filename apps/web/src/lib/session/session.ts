import { type AccountInfo, sessionEndpoints, type TokenSession } from '@coffer/contract/auth';
import { paths } from '../../config/paths';
import { isApiError } from '../http/api-error';
import { call } from '../http/client';
import { navigate } from '../shell-effects';
import { sessionStore } from './session-store';

/**
 * Loads the user from Profile/GetAccountInfo on the host for their role. When the server answers
 * with a failure, the user info, the token and the saved user data are cleared (spec §4). A
 * timeout or a dropped connection keeps the session: the user did nothing wrong.
 */
export async function loadAccountInfo(): Promise<AccountInfo | null> {
  if (!sessionStore.get().token) return null;
  try {
    const user = await call(sessionEndpoints.getAccountInfo, {}, { notify: false });
    sessionStore.setUser(user);
    return user;
  } catch (error) {
    const offline = isApiError(error) && (error.kind === 'timeout' || error.kind === 'network');
    if (!offline) sessionStore.clear();
    return null;
  }
}

/**
 * What the sign-in pages call with the token session they received: stores the tokens, starts
 * the refresh countdown and loads the user. `accountType`, when the page knows it, picks the
 * host for the account-info call (merchants use theirs).
 */
export async function signIn(tokens: TokenSession, options: { accountType?: number } = {}) {
  sessionStore.setUser(null);
  sessionStore.setTokens(tokens);
  // The host for the first account-info call; its answer then sets the account type.
  if (options.accountType !== undefined) sessionStore.setAccountType(options.accountType);
  return loadAccountInfo();
}

/** Log out: Profile/Exit, then forget everything and go to the login page, even if exit failed. */
export async function signOut(): Promise<void> {
  try {
    if (sessionStore.get().token) await call(sessionEndpoints.exit, {}, { notify: false });
  } catch {
    // The server may already consider the session over; the browser forgets it regardless.
  }
  sessionStore.clear();
  navigate(paths.user.login.path);
}

/** The native app's hand-over in app mode (spec §7): store its tokens and reload the user. */
export function acceptAppTokens(token: unknown, refreshToken: unknown): Promise<AccountInfo | null> {
  if (typeof token !== 'string' || typeof refreshToken !== 'string' || !token || !refreshToken)
    return Promise.resolve(null);
  sessionStore.adoptTokens(token, refreshToken);
  return loadAccountInfo();
}

export const session = { signIn, signOut, loadAccountInfo, acceptAppTokens };
