import { Container } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { getNewsPageQueryOptions, newsPageSize } from '../../../features/news/api/get-news-page';
import { NewsList } from '../../../features/news/components/news-list';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { currentLanguage, i18n } from '../../../lib/i18n';

const pageOf = (search: URLSearchParams) => {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 && page <= 10_000 ? page : 1;
};

export const loader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const page = pageOf(new URL(request.url).searchParams);
    await Promise.all([
      i18n.loadNamespaces('news'),
      queryClient.prefetchQuery(
        getNewsPageQueryOptions({ page, pageSize: newsPageSize, language: currentLanguage() }),
      ),
    ]);
    return null;
  };

/** `/news/list?page=`: every article, ten at a time. */
export default function NewsListRoute() {
  const { t } = useTranslation('news');
  usePageMeta(t('meta.list.title'), t('meta.home.description'));
  const [search, setSearch] = useSearchParams();
  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <NewsList
        page={pageOf(search)}
        onPageChange={(page) => {
          setSearch(page > 1 ? { page: String(page) } : {});
          window.scrollTo({ top: 0 });
        }}
      />
    </Container>
  );
}
