import { Container } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useRouteError, useSearchParams } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { paths } from '../../../config/paths';
import { getNoticeQueryOptions } from '../../../features/notices/api/get-notice';
import { NoticeDetail } from '../../../features/notices/components/notice-detail';
import { isApiError } from '../../../lib/http/api-error';
import { currentLanguage, i18n } from '../../../lib/i18n';

const idOf = (search: URLSearchParams) => {
  const id = Number(search.get('id'));
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

export const loader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const id = idOf(new URL(request.url).searchParams);
    await Promise.all([
      i18n.loadNamespaces('notices'),
      id === null ? null : queryClient.prefetchQuery(getNoticeQueryOptions(id, currentLanguage())),
    ]);
    return null;
  };

function NoticeNotFound() {
  const { t } = useTranslation('notices');
  return (
    <StatusPage
      testId="notice-not-found"
      code="404"
      title={t('detail.notFound.title')}
      body={t('detail.notFound.body')}
      actions={[{ label: t('detail.back'), to: paths.notice.list.href() }]}
    />
  );
}

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

/** A notice that does not exist (404) or an id the server refuses (400) reads as "not found". */
export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isApiError(error) && (error.httpStatus === 404 || error.httpStatus === 400);
  if (missing) return <NoticeNotFound />;
  throw error;
}
