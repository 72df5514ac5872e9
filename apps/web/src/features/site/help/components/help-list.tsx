import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../../lib/react-i18n';
import { useHelpArticles } from '../api/get-help-articles';
import { useHelpCategories } from '../api/get-help-categories';
import { HelpArticleList } from './help-article-list';
import { HelpBreadcrumbs } from './help-breadcrumbs';

/** `/help/list?categoryId=`: a category's articles, or all of them. */
export function HelpList({
  categoryId,
  page,
  onPageChange,
}: {
  categoryId: number | null;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t, i18n } = useTranslation('help');
  const language = i18n.resolvedLanguage ?? 'en';
  const { data: categories } = useHelpCategories(language);
  const { data, isPending, isError } = useHelpArticles({
    categoryId: categoryId ?? undefined,
    page,
    language,
  });
  const category = categories?.find((c) => c.id === categoryId);
  const title = categoryId === null ? t('list.all') : (category?.name ?? t('list.category'));
  return (
    <Stack gap="lg">
      <HelpBreadcrumbs trail={[{ label: title }]} />
      <Title order={1}>{title}</Title>
      {isPending && (
        <Center py="xl">
          <Loader aria-label={t('home.loading')} />
        </Center>
      )}
      {isError && <Text c="dimmed">{t('home.failed')}</Text>}
      {data && data.items.length === 0 && <Text c="dimmed">{t('list.empty')}</Text>}
      {data && data.items.length > 0 && (
        <HelpArticleList
          items={data.items}
          totalCount={data.totalCount}
          page={page}
          showCategory={categoryId === null}
          onPageChange={onPageChange}
        />
      )}
    </Stack>
  );
}
