import { lazy, Suspense } from 'react';
import { useCached } from '../../../../lib/cached-read';
import { useTranslation } from '../../../../lib/react-i18n';
import { latestNewsCount, latestNewsRead } from '../api/get-latest-news';

export type LatestNewsItem = NonNullable<ReturnType<typeof useLatestNews>>[number];

/**
 * The cards' code (and their styles) loads once the articles have come: they are drawn after the
 * page, at its foot, so they are no part of what a first visit of `/` loads before it renders.
 */
const LatestNewsCards = lazy(() =>
  import('./latest-news-cards').then((m) => ({ default: m.LatestNewsCards })),
);

function useLatestNews(language: string, excludeId: number | undefined) {
  const { data } = useCached(latestNewsRead(language));
  return (data?.Items ?? []).filter((item) => item.Id !== excludeId).slice(0, latestNewsCount);
}

/** The newest articles as cards, for the landing page and under an article. */
export function LatestNews({ excludeId, title }: { excludeId?: number; title?: string }) {
  const { i18n } = useTranslation('news');
  const language = i18n.resolvedLanguage ?? 'en';
  const items = useLatestNews(language, excludeId);
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LatestNewsCards items={items} title={title} language={language} />
    </Suspense>
  );
}
