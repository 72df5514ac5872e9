import { Container } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useRouteError, useSearchParams } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { paths } from '../../../config/paths';
import { getHelpArticleQueryOptions } from '../../../features/help/api/get-help-article';
import { HelpArticle } from '../../../features/help/components/help-article';
import { isApiError } from '../../../lib/http/api-error';
import { currentLanguage, i18n } from '../../../lib/i18n';
import { positiveIdOf } from './search-params';

export const loader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const id = positiveIdOf(new URL(request.url).searchParams.get('id'));
    await Promise.all([
      i18n.loadNamespaces('help'),
      id === null ? null : queryClient.ensureQueryData(getHelpArticleQueryOptions(id, currentLanguage())),
    ]);
    return null;
  };

function HelpNotFound() {
  const { t } = useTranslation('help');
  return (
    <StatusPage
      testId="help-not-found"
      code="404"
      title={t('detail.notFound.title')}
      body={t('detail.notFound.body')}
      actions={[{ label: t('detail.back'), to: paths.help.root.href() }]}
    />
  );
}

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

/** An article that does not exist (404) or an id the server refuses (400) reads as "not found". */
export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isApiError(error) && (error.httpStatus === 404 || error.httpStatus === 400);
  if (missing) return <HelpNotFound />;
  throw error;
}
