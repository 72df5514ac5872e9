import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { getHelpArticleQueryOptions } from '../../../../features/site/help/api/get-help-article';
import { HelpArticle } from '../../../../features/site/help/components/help-article';
import { ArticleNotFound, articleErrorBoundary, articleLoader } from '../article-detail';
import { positiveIdOf } from './search-params';

export const loader = articleLoader(
  'help',
  ({ request }) => positiveIdOf(new URL(request.url).searchParams.get('id')),
  getHelpArticleQueryOptions,
  'ensure',
);

const HelpNotFound = () => (
  <ArticleNotFound namespace="help" testId="help-not-found" backTo={paths.help.root.href()} />
);

/** `/help/detail?id=`. Also open to signed-in users whose identity is not verified yet. */
export default function HelpDetailRoute() {
  const [search] = useSearchParams();
  const id = positiveIdOf(search.get('id'));
  if (id === null) return <HelpNotFound />;
  return (
    <Container size="xl" py={{ base: 'xl', md: 48 }}>
      <HelpArticle id={id} />
    </Container>
  );
}

export const ErrorBoundary = articleErrorBoundary(HelpNotFound);
