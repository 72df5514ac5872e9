/**
 * Prerendered public pages (issue 14). The build renders them to HTML in every language
 * (src/prerender/entry-server.tsx, scripts/prerender.mjs); main.tsx hydrates that markup when it
 * is the page and language being opened. Neither the build nor a hydrating first render may show
 * data the other could not know, so both render every fetched piece (news, notices, versions) in
 * its loading state and the page fetches it after hydration (lib/cached-read.ts; a page on TanStack
 * Query runs its loader with lib/query-client.ts's NoFetchQueryClient).
 */

/** `#root`'s attribute naming what the markup inside it is: `<path> <language>`. */
export const prerenderedAttribute = 'data-prerendered';
export const prerenderedMark = (path: string, language: string) => `${path} ${language}`;

let hydrating = false;

/** True during the first render of a hydrated page: what only the browser knows waits for an effect. */
export const isHydrating = () => hydrating;
export const setHydrating = (value: boolean) => {
  hydrating = value;
};
