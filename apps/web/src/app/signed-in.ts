import { sessionStore } from '../lib/session/session-store';
import type { RouteModule } from './router';
import type { SignedInPage } from './signed-in-pages';

/** The table of signed-in pages, one chunk of its own (signed-in-pages.ts says why). */
const loadTable = () => import('./signed-in-pages');

/** A route's `load` for a signed-in page: the table's chunk first, then the page's. */
export const signedIn =
  (page: SignedInPage): (() => Promise<RouteModule>) =>
  () =>
    loadTable().then((table) => table.signedInPages[page]());

/**
 * Fetches the table while the browser is idle once a session holds a token (at start, or when the
 * visitor signs in), so that a signed-in visitor's next page waits for its own chunk only. A
 * signed-out visit of the public site never fetches it.
 */
export function prefetchSignedInPagesWhenSignedIn() {
  const prefetch = () => {
    if (!sessionStore.get().token) return;
    stop();
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => void loadTable().catch(() => undefined));
  };
  const stop = sessionStore.subscribe(prefetch);
  prefetch();
}
