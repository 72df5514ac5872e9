import '@mantine/core/styles/Grid.css';
import { Container, Grid } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { getHelpArticlesQueryOptions } from '../../../../features/site/help/api/get-help-articles';
import { getHelpCategoriesQueryOptions } from '../../../../features/site/help/api/get-help-categories';
import { HelpCategoryNav } from '../../../../features/site/help/components/help-category-nav';
import { HelpContactBox } from '../../../../features/site/help/components/help-contact-box';
import { HelpList } from '../../../../features/site/help/components/help-list';
import { usePageMeta } from '../../../../hooks/use-page-meta';
import { currentLanguage, i18n } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/react-i18n';
import { pageOf, positiveIdOf } from './search-params';

export const loader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const search = new URL(request.url).searchParams;
    const language = currentLanguage();
    const categoryId = positiveIdOf(search.get('categoryId')) ?? undefined;
    await Promise.all([
      i18n.loadNamespaces('help'),
      queryClient.prefetchQuery(getHelpCategoriesQueryOptions(language)),
      queryClient.prefetchQuery(getHelpArticlesQueryOptions({ categoryId, page: pageOf(search), language })),
    ]);
    return null;
  };

/** `/help/list?categoryId=&page=`: the topics beside a topic's articles. */
export default function HelpListRoute() {
  const { t } = useTranslation('help');
  usePageMeta(t('meta.list.title'), t('meta.home.description'));
  const [search, setSearch] = useSearchParams();
  const categoryId = positiveIdOf(search.get('categoryId'));
  return (
    <Container size="xl" py={{ base: 'xl', md: 48 }}>
      <Grid gap={{ base: 'xl', md: 48 }}>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 1, md: 2 }}>
          <HelpList
            categoryId={categoryId}
            page={pageOf(search)}
            onPageChange={(page) => {
              const next = new URLSearchParams(search);
              if (page > 1) next.set('page', String(page));
              else next.delete('page');
              setSearch(next);
              window.scrollTo({ top: 0 });
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 2, md: 1 }}>
          <HelpCategoryNav current={categoryId} />
          <div style={{ height: 'var(--mantine-spacing-lg)' }} />
          <HelpContactBox />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
