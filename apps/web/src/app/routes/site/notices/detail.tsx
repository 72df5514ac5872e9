import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { getNoticeQueryOptions } from '../../../../features/site/notices/api/get-notice';
import { NoticeDetail } from '../../../../features/site/notices/components/notice-detail';
import { ArticleNotFound, articleErrorBoundary, articleLoader } from '../article-detail';

const idOf = (search: URLSearchParams) => {
  const id = Number(search.get('id'));
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

export const loader = articleLoader(
  'notices',
  ({ request }) => idOf(new URL(request.url).searchParams),
  getNoticeQueryOptions,
  'prefetch',
);

const NoticeNotFound = () => (
  <ArticleNotFound namespace="notices" testId="notice-not-found" backTo={paths.notice.list.href()} />
);

export default function NoticeDetailRoute() {
  const [search] = useSearchParams();
  const id = idOf(search);
  if (id === null) return <NoticeNotFound />;
  return (
    <Container size="md" py="xl">
      <NoticeDetail id={id} />
    </Container>
  );
}

export const ErrorBoundary = articleErrorBoundary(NoticeNotFound);
