import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Grid.css';
import { Alert, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { RichText } from '../../../../components/rich-text';
import { paths } from '../../../../config/paths';
import { usePageMeta } from '../../../../hooks/use-page-meta';
import { formatDate } from '../../../../lib/format-date';
import { useTranslation } from '../../../../lib/react-i18n';
import { useHelpArticle } from '../api/get-help-article';
import { useHelpArticles } from '../api/get-help-articles';
import { ArticleLinks } from './article-links';
import { HelpBreadcrumbs } from './help-breadcrumbs';
import { HelpContactBox } from './help-contact-box';

/** The other articles of the same category, beside the one being read. */
function InCategory({ categoryId, currentId }: { categoryId: number; currentId: number }) {
  const { t, i18n } = useTranslation('help');
  const { data } = useHelpArticles({ categoryId, page: 1, language: i18n.resolvedLanguage ?? 'en' });
  const others = (data?.items ?? []).filter((item) => item.id !== currentId);
  if (others.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="nav" aria-label={t('detail.related')}>
      <Text fw={650} mb="sm">
        {t('detail.related')}
      </Text>
      <ArticleLinks items={others} />
    </Paper>
  );
}

/** `/help/detail?id=`: one article, in the reader's language or, failing that, in English. */
export function HelpArticle({ id }: { id: number }) {
  const { t, i18n } = useTranslation('help');
  const language = i18n.resolvedLanguage ?? 'en';
  const { data: article } = useHelpArticle(id, language);
  usePageMeta(article.title, t('meta.article', { category: article.categoryName }));
  return (
    <Grid gap={{ base: 'xl', md: 48 }}>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg" component="article" lang={article.languageCode}>
          <HelpBreadcrumbs
            trail={[
              { label: article.categoryName, to: paths.help.list.href({ categoryId: article.categoryId }) },
              { label: article.title },
            ]}
          />
          <Title order={1} fz={{ base: 26, md: 34 }} lh={1.25}>
            {article.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('detail.updated')}{' '}
            <time dateTime={article.updateTime}>{formatDate(article.updateTime, language)}</time>
          </Text>
          {article.languageCode !== language && (
            <Alert color="gray" variant="light" lang={language} data-testid="help-fallback">
              {t('detail.fallback')}
            </Alert>
          )}
          <RichText html={article.body} testId="help-body" />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <InCategory categoryId={article.categoryId} currentId={article.id} />
          <HelpContactBox />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
