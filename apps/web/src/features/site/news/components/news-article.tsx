import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { RichText } from '../../../../components/rich-text';
import { paths } from '../../../../config/paths';
import { usePageMeta } from '../../../../hooks/use-page-meta';
import { formatDate } from '../../../../lib/format-date';
import { useTranslation } from '../../../../lib/react-i18n';
import { useNewsArticle } from '../api/get-news-article';
import classes from './news.module.css';
import { NewsCover } from './news-card';

/** `/news/detail/:id`: one article, in the reader's language or, failing that, in English. */
export function NewsArticle({ id }: { id: number }) {
  const { t, i18n } = useTranslation('news');
  const language = i18n.resolvedLanguage ?? 'en';
  const { data: article } = useNewsArticle(id, language);
  usePageMeta(article.Title, article.Summary);
  const fellBack = article.LanguageCode !== language;
  const updated = article.UpdateTime.slice(0, 10) !== article.PublishTime.slice(0, 10);
  return (
    <Stack gap="lg" component="article" lang={article.LanguageCode}>
      <Group>
        <Anchor component={Link} to={paths.news.root.href()} size="sm">
          ← {t('detail.back')}
        </Anchor>
      </Group>
      <Title order={1} fz={{ base: 28, md: 38 }} lh={1.2}>
        {article.Title}
      </Title>
      <Text size="sm" c="dimmed">
        {t('detail.published')}{' '}
        <time dateTime={article.PublishTime}>{formatDate(article.PublishTime, language)}</time>
        {updated && (
          <>
            {' · '}
            {t('detail.updated')}{' '}
            <time dateTime={article.UpdateTime}>{formatDate(article.UpdateTime, language)}</time>
          </>
        )}
      </Text>
      {fellBack && (
        <Alert color="gray" variant="light" lang={language} data-testid="news-fallback">
          {t('detail.fallback')}
        </Alert>
      )}
      <Text fz="lg" c="dimmed">
        {article.Summary}
      </Text>
      {article.CoverUrl && <NewsCover item={article} className={classes.articleCover} eager />}
      <RichText html={article.Content} testId="news-body" />
    </Stack>
  );
}
