import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { type LoaderFunctionArgs, useRouteError } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { isApiError } from '../../../lib/http/api-error';
import { currentLanguage, i18n } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/react-i18n';

/**
 * An article area's page (help, news, notices) for an id that does not exist: the area's
 * `detail.notFound` texts and its `detail.back` link to the list.
 */
export function ArticleNotFound({
  namespace,
  testId,
  backTo,
}: {
  namespace: string;
  testId: string;
  backTo: string;
}) {
  const { t } = useTranslation(namespace);
  return (
    <StatusPage
      testId={testId}
      code="404"
      title={t('detail.notFound.title')}
      body={t('detail.notFound.body')}
      actions={[{ label: t('detail.back'), to: backTo }]}
    />
  );
}

/** An article that does not exist (404) or an id the server refuses (400) reads as "not found". */
export const articleErrorBoundary = (notFound: () => ReactElement) =>
  function ErrorBoundary() {
    const error = useRouteError();
    const missing = isApiError(error) && (error.httpStatus === 404 || error.httpStatus === 400);
    if (missing) return notFound();
    throw error;
  };

/**
 * The loader of an article page: its texts and the article the address names, in the reader's
 * language, before it renders. `ensure` lets a failed load reach the error boundary; `prefetch`
 * leaves the failure to the page.
 */
export const articleLoader =
  <T, K extends QueryKey>(
    namespace: string,
    idOf: (args: LoaderFunctionArgs) => number | null,
    articleQuery: (id: number, language: string) => FetchQueryOptions<T, Error, T, K>,
    load: 'ensure' | 'prefetch',
  ) =>
  (queryClient: QueryClient) =>
  async (args: LoaderFunctionArgs) => {
    const id = idOf(args);
    const query = id === null ? null : articleQuery(id, currentLanguage());
    await Promise.all([
      i18n.loadNamespaces(namespace),
      query === null
        ? null
        : load === 'ensure'
          ? queryClient.ensureQueryData(query)
          : queryClient.prefetchQuery(query),
    ]);
    return null;
  };
