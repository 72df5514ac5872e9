import { redirect } from 'react-router';
import { paths } from '../../config/paths';
import { sessionStore } from './session-store';

/**
 * For the loaders of signed-in pages: without a token, off to the login page, which brings the
 * user back afterwards (`redirect`). A token that no longer works is the HTTP wrapper's business.
 */
export function requireSession(request: Request): void {
  if (sessionStore.get().token) return;
  const url = new URL(request.url);
  throw redirect(paths.user.login.href({ redirect: `${url.pathname}${url.search}` }));
}
