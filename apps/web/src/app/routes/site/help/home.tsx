import { Container } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { getHelpCategoriesQueryOptions } from '../../../../features/site/help/api/get-help-categories';
import { HelpHome } from '../../../../features/site/help/components/help-home';
import { latestNoticesRead } from '../../../../features/site/notices/api/latest-notices';
import { NoticeHighlights } from '../../../../features/site/notices/components/notice-highlights';
import { usePageMeta } from '../../../../hooks/use-page-meta';
import { prefetchCached } from '../../../../lib/cached-read';
import { currentLanguage, i18n } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/react-i18n';

export const loader = (queryClient: QueryClient) => async () => {
  const language = currentLanguage();
  prefetchCached(latestNoticesRead(language));
  await Promise.all([
    i18n.loadNamespaces(['help', 'notices']),
    queryClient.prefetchQuery(getHelpCategoriesQueryOptions(language)),
  ]);
  return null;
};

/** `/help`: the help centre, with the latest notices under the topics. */
export default function HelpHomeRoute() {
  const { t } = useTranslation('help');
  usePageMeta(t('meta.home.title'), t('meta.home.description'));
  return (
    <>
      <HelpHome />
      <Container size="xl" pb={{ base: 48, md: 80 }}>
        <NoticeHighlights />
      </Container>
    </>
  );
}
