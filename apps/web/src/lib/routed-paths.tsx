import { createContext, type ReactNode, useContext } from 'react';
import { matchPath } from 'react-router';

/**
 * Which addresses of this site have a page: the patterns of the router's table, handed down by the
 * app (app/router.tsx `routedPatterns`). Menus, the footer and pages show a link to a page of ours
 * only when it is routed, so an area that is not built yet has no way in, and building its routes
 * turns its links on (issue 12).
 */
const RoutedPatterns = createContext<readonly string[] | null>(null);

export function RoutedPathsProvider({
  patterns,
  children,
}: {
  patterns: readonly string[];
  children: ReactNode;
}) {
  return <RoutedPatterns.Provider value={patterns}>{children}</RoutedPatterns.Provider>;
}

/** Whether `href` (a path of this site, with or without its query and hash) opens a routed page. */
export function isRoutedIn(patterns: readonly string[], href: string): boolean {
  const pathname = href.split(/[?#]/)[0] ?? '';
  return patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

/** `isRouted(href)` against the app's route table. */
export function useIsRouted(): (href: string) => boolean {
  const patterns = useContext(RoutedPatterns);
  if (!patterns) throw new Error('useIsRouted needs a RoutedPathsProvider with the route table');
  return (href: string) => isRoutedIn(patterns, href);
}

/** The links of a menu that lead to routed pages. */
export function useRoutedLinks<T extends { to: string }>(links: readonly T[]): T[] {
  const isRouted = useIsRouted();
  return links.filter((link) => isRouted(link.to));
}
