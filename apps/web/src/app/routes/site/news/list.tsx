import { Container } from '@mantine/core';
import { getNewsPageQueryOptions, newsPageSize } from '../../../../features/site/news/api/get-news-page';
import { NewsList } from '../../../../features/site/news/components/news-list';
import { usePageMeta } from '../../../../hooks/use-page-meta';
import { useTranslation } from '../../../../lib/react-i18n';
import { pagedListLoader, usePageParam } from '../paged-list';

export const loader = pagedListLoader('news', (page, language) =>
  getNewsPageQueryOptions({ page, pageSize: newsPageSize, language }),
);

/** `/news/list?page=`: every article, ten at a time. */
export default function NewsListRoute() {
  const { t } = useTranslation('news');
  usePageMeta(t('meta.list.title'), t('meta.home.description'));
  const { page, onPageChange } = usePageParam();
  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <NewsList page={page} onPageChange={onPageChange} />
    </Container>
  );
}
