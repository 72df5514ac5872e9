import { Container } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { getNoticesQueryOptions, noticePageSize } from '../../../features/notices/api/get-notices';
import { NoticeList } from '../../../features/notices/components/notice-list';
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
      i18n.loadNamespaces('notices'),
      queryClient.prefetchQuery(
        getNoticesQueryOptions({ page, pageSize: noticePageSize, language: currentLanguage() }),
      ),
    ]);
    return null;
  };

export default function NoticeListRoute() {
  const [search, setSearch] = useSearchParams();
  return (
    <Container size="md" py="xl">
      <NoticeList
        page={pageOf(search)}
        onPageChange={(page) => {
          setSearch(page > 1 ? { page: String(page) } : {});
          window.scrollTo({ top: 0 });
        }}
      />
    </Container>
  );
}
