import type { TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { Translator } from './translator';

const readLanguage = () => i18n.language;

/**
 * `useTranslation` with react-i18next's shape, over lib/translator.ts, which is small enough for
 * every first visit where i18next was not (issue 14). A namespace not loaded yet suspends the
 * component while it loads, as react-i18next's `useSuspense` did.
 */
export function useTranslation(ns?: string | readonly string[]): {
  t: TFunction;
  i18n: Translator;
  ready: true;
} {
  // The prerender (server) and a hydrating first render read the language as the client does.
  const language = useSyncExternalStore(i18n.subscribe, readLanguage, readLanguage);
  const namespaces = ns === undefined ? ['common'] : typeof ns === 'string' ? [ns] : ns;
  const id = namespaces.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` for a new language or namespace list, as react-i18next gave.
  const t = useMemo(() => i18n.getFixedT(namespaces) as unknown as TFunction, [language, id]);
  if (!i18n.hasLoadedNamespaces(namespaces)) throw i18n.loadNamespaces(namespaces);
  return { t, i18n, ready: true };
}
