import { lazy, Suspense } from 'react';
import { useCached } from '../../../../lib/cached-read';
import { useTranslation } from '../../../../lib/react-i18n';
import { latestNoticesRead } from '../api/latest-notices';

export type NoticeHighlight = NonNullable<ReturnType<typeof useLatestNotices>>[number];

/**
 * The cards' code loads once the notices have come: they are drawn after the page, at the foot of
 * `/`, so they are no part of what its first visit loads before it renders.
 */
const NoticeHighlightCards = lazy(() =>
  import('./notice-highlight-cards').then((m) => ({ default: m.NoticeHighlightCards })),
);

function useLatestNotices(language: string, max: number) {
  const { data } = useCached(latestNoticesRead(language));
  return (data?.items ?? []).slice(0, max);
}

/** The latest notices as cards, for the landing page and the help centre. */
export function NoticeHighlights({ max = 3 }: { max?: number }) {
  const { i18n } = useTranslation('notices');
  const language = i18n.resolvedLanguage ?? 'en';
  const items = useLatestNotices(language, max);
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NoticeHighlightCards items={items} language={language} />
    </Suspense>
  );
}
