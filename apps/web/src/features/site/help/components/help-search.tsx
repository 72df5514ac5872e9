import { Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/react-i18n';
import { useHelpArticles } from '../api/get-help-articles';
import { HelpArticleList } from './help-article-list';
import { HelpBreadcrumbs } from './help-breadcrumbs';
import { HelpSearchBox } from './help-search-box';

/** `/help/search?keyword=`: articles whose title or text hold every word, in the reader's language. */
export function HelpSearch({
  keyword,
  page,
  onPageChange,
}: {
  keyword: string;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t, i18n } = useTranslation('help');
  const language = i18n.resolvedLanguage ?? 'en';
  const enabled = keyword.length > 0;
  const { data, isPending, isError } = useHelpArticles({ keyword, page, language }, { enabled });
  return (
    <Stack gap="lg">
      <HelpBreadcrumbs trail={[{ label: t('search.title') }]} />
      <Title order={1}>{t('search.title')}</Title>
      <HelpSearchBox initial={keyword} />
      {!enabled && <Text c="dimmed">{t('search.prompt')}</Text>}
      {enabled && isPending && (
        <Center py="xl">
          <Loader aria-label={t('home.loading')} />
        </Center>
      )}
      {enabled && isError && <Text c="dimmed">{t('home.failed')}</Text>}
      {enabled && data && (
        <>
          <Text c="dimmed" data-testid="help-search-count" role="status">
            {t('search.count', { count: data.totalCount, keyword })}
          </Text>
          {data.items.length > 0 ? (
            <HelpArticleList
              items={data.items}
              totalCount={data.totalCount}
              page={page}
              keyword={keyword}
              onPageChange={onPageChange}
            />
          ) : (
            <Text data-testid="help-search-empty">
              {t('search.empty')}{' '}
              <Anchor component={Link} to={paths.help.root.href()}>
                {t('search.browse')}
              </Anchor>
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
