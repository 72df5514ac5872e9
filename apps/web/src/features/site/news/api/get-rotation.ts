import { newsEndpoints, rotationType } from '@coffer/contract/news';
import type { CachedRead } from '../../../../lib/cached-read';
import { call } from '../../../../lib/http/client';

const fetchRotation = (language: string) =>
  call(
    newsEndpoints.getRotationList,
    { type: rotationType.members.landing, languageCode: language },
    { notify: false },
  );

/**
 * The landing page's banners. They are decoration: a failure hides the carousel rather than
 * telling the visitor about it. A read of lib/cached-read.ts (no TanStack Query on `/`, issue 14).
 */
export const rotationRead = (language: string): CachedRead<Awaited<ReturnType<typeof fetchRotation>>> => ({
  key: `news/rotation/${rotationType.members.landing}/${language}`,
  fetch: () => fetchRotation(language),
  staleTime: 5 * 60_000,
});
