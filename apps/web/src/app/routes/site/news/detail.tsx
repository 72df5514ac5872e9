import '@mantine/core/styles/Divider.css';
import { Container, Divider } from '@mantine/core';
import { useParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { getNewsArticleQueryOptions } from '../../../../features/site/news/api/get-news-article';
import { LatestNews } from '../../../../features/site/news/components/latest-news';
import { NewsArticle } from '../../../../features/site/news/components/news-article';
import { useTranslation } from '../../../../lib/react-i18n';
import { ArticleNotFound, articleErrorBoundary, articleLoader } from '../article-detail';

const idOf = (raw: string | undefined) => {
  const id = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

export const loader = articleLoader(
  'news',
  ({ params }) => idOf(params.id),
  getNewsArticleQueryOptions,
  'ensure',
);

const NewsNotFound = () => (
  <ArticleNotFound namespace="news" testId="news-not-found" backTo={paths.news.root.href()} />
);

/** `/news/detail/:id`: the article, then the latest others. */
export default function NewsDetailRoute() {
  const { t } = useTranslation('news');
  const id = idOf(useParams().id);
  if (id === null) return <NewsNotFound />;
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

export const ErrorBoundary = articleErrorBoundary(NewsNotFound);
