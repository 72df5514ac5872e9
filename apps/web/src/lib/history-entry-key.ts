/**
 * Gives the entry a full page load opens a history key of its own. React Router keys an entry whose
 * `history.state` has no key "default", and ScrollRestoration saves positions by key (in
 * sessionStorage), so every fresh load of any page opened at the position last saved under
 * "default" (issue 12). With a key of its own a new load starts at the top, while a reload or
 * back/forward, which keep `history.state`, still restore the entry's position.
 */
export function keyPageLoadEntry(history: History = window.history): void {
  const state: unknown = history.state;
  const current = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  if (typeof current.key === 'string' && current.key !== 'default') return;
  // The shape of React Router's own keys (8 base-36 characters).
  history.replaceState({ ...current, key: Math.random().toString(36).slice(2, 10) }, '');
}
