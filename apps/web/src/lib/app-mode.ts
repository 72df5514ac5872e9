import { constants } from '@coffer/contract/common';
import { acceptAppTokens } from './session/session';
import { sessionStore } from './storage';

const { name, value } = constants.query.appMode;

/**
 * App mode (`?from=app`, spec §1): the page runs inside the native app, without header or footer.
 * The flag is kept for the browser session, so in-app links without the query stay in app mode.
 */
export function detectAppMode(search: string): boolean {
  if (new URLSearchParams(search).get(name) === value) sessionStore.set('appMode', '1');
  return sessionStore.get('appMode') === '1';
}

declare global {
  interface Window {
    /** Called by the native app with its tokens (spec §7). */
    setAppToken?: (token: string, refreshToken: string) => Promise<unknown>;
  }
}

/** Exposes the function the native app calls to hand over its session. */
export function installAppBridge(): void {
  window.setAppToken = (token, refreshToken) => acceptAppTokens(token, refreshToken);
}
