import { helpKeywordMax } from '@coffer/contract/help';
import { Container } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { getHelpArticlesQueryOptions } from '../../../../features/site/help/api/get-help-articles';
import { HelpSearch } from '../../../../features/site/help/components/help-search';
import { usePageMeta } from '../../../../hooks/use-page-meta';
import { currentLanguage, i18n } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/react-i18n';
import { keywordOf, pageOf } from './search-params';

export const loader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const search = new URL(request.url).searchParams;
    const keyword = keywordOf(search, helpKeywordMax);
    await Promise.all([
      i18n.loadNamespaces('help'),
      keyword
        ? queryClient.prefetchQuery(
            getHelpArticlesQueryOptions({ keyword, page: pageOf(search), language: currentLanguage() }),
          )
        : null,
    ]);
    return null;
  };

/** `/help/search?keyword=&page=`. */
export default function HelpSearchRoute() {
  const { t } = useTranslation('help');
  usePageMeta(t('meta.search.title'), t('meta.home.description'));
  const [search, setSearch] = useSearchParams();
  const keyword = keywordOf(search, helpKeywordMax);
  return (
    <Container size="md" py={{ base: 'xl', md: 48 }}>
      <HelpSearch
        keyword={keyword}
        page={pageOf(search)}
        onPageChange={(page) => {
          setSearch(page > 1 ? { keyword, page: String(page) } : { keyword });
          window.scrollTo({ top: 0 });
        }}
      />
    </Container>
  );
}
