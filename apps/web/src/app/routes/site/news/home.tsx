import { Container } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { getNewsPageQueryOptions } from '../../../../features/site/news/api/get-news-page';
import { NewsHome, newsHomeSize } from '../../../../features/site/news/components/news-home';
import { usePageMeta } from '../../../../hooks/use-page-meta';
import { currentLanguage, i18n } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/react-i18n';

export const loader = (queryClient: QueryClient) => async () => {
  await Promise.all([
    i18n.loadNamespaces('news'),
    queryClient.prefetchQuery(
      getNewsPageQueryOptions({ page: 1, pageSize: newsHomeSize, language: currentLanguage() }),
    ),
  ]);
  return null;
};

/** `/news`: the newsroom. */
export default function NewsHomeRoute() {
  const { t } = useTranslation('news');
  usePageMeta(t('meta.home.title'), t('meta.home.description'));
  return (
    <Container size="xl" py={{ base: 'xl', md: 48 }}>
      <NewsHome />
    </Container>
  );
}
