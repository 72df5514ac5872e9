import { Container, Divider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useParams, useRouteError } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { paths } from '../../../config/paths';
import { getNewsArticleQueryOptions } from '../../../features/news/api/get-news-article';
import { LatestNews } from '../../../features/news/components/latest-news';
import { NewsArticle } from '../../../features/news/components/news-article';
import { isApiError } from '../../../lib/http/api-error';
import { currentLanguage, i18n } from '../../../lib/i18n';

const idOf = (raw: string | undefined) => {
  const id = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

export const loader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const id = idOf(params.id);
    await Promise.all([
      i18n.loadNamespaces('news'),
      id === null ? null : queryClient.ensureQueryData(getNewsArticleQueryOptions(id, currentLanguage())),
    ]);
    return null;
  };

function ArticleNotFound() {
  const { t } = useTranslation('news');
  return (
    <StatusPage
      testId="news-not-found"
      code="404"
      title={t('detail.notFound.title')}
      body={t('detail.notFound.body')}
      actions={[{ label: t('detail.back'), to: paths.news.root.href() }]}
    />
  );
}

/** `/news/detail/:id`: the article, then the latest others. */
export default function NewsDetailRoute() {
  const { t } = useTranslation('news');
  const id = idOf(useParams().id);
  if (id === null) return <ArticleNotFound />;
  return (
    <>
      <Container size="md" py={{ base: 'xl', md: 48 }}>
        <NewsArticle id={id} />
      </Container>
      <Container size="xl" pb={{ base: 48, md: 80 }}>
        <Divider mb="xl" />
        <LatestNews excludeId={id} title={t('latest.more')} />
      </Container>
    </>
  );
}

/** An article that does not exist (404) or an id the server refuses (400) reads as "not found". */
export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isApiError(error) && (error.httpStatus === 404 || error.httpStatus === 400);
  if (missing) return <ArticleNotFound />;
  throw error;
}
