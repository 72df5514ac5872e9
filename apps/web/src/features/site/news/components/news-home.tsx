import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import marketing from '../../../../components/marketing/marketing.module.css';
import { paths } from '../../../../config/paths';
import { formatDate } from '../../../../lib/format-date';
import { useTranslation } from '../../../../lib/react-i18n';
import { useNewsPage } from '../api/get-news-page';
import classes from './news.module.css';
import { NewsCard, NewsCover } from './news-card';
import { NewsHeading, NewsListState } from './news-states';

/** How many articles the newsroom shows: one featured, then a grid. */
export const newsHomeSize = 7;

/** `/news`: the newest article large, the next ones as cards, and the way to all of them. */
export function NewsHome() {
  const { t, i18n } = useTranslation('news');
  const language = i18n.resolvedLanguage ?? 'en';
  const { data, isPending, isError } = useNewsPage({ page: 1, pageSize: newsHomeSize, language });
  const [featured, ...rest] = data?.Items ?? [];
  return (
    <Stack gap="xl">
      <NewsHeading title={t('home.title')} intro={t('home.intro')} />
      <NewsListState pending={isPending} failed={isError} empty={Boolean(data && !featured)} />
      {featured && (
        <Paper
          withBorder
          radius="lg"
          component={Link}
          to={paths.news.detail.href(featured.Id)}
          className={`${classes.feature} ${marketing.lift} ${classes.card}`}
          data-testid="news-featured"
        >
          <NewsCover item={featured} className={classes.cover} eager />
          <Stack gap="sm" p="xl" justify="center">
            <Text size="sm" c="var(--mantine-primary-color-filled)" fw={600}>
              {t('home.latest')} ·{' '}
              <time dateTime={featured.PublishTime}>{formatDate(featured.PublishTime, language)}</time>
            </Text>
            <Title order={2} fz={{ base: 22, md: 28 }}>
              {featured.Title}
            </Title>
            <Text c="dimmed">{featured.Summary}</Text>
          </Stack>
        </Paper>
      )}
      {rest.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {rest.map((item) => (
            <NewsCard key={item.Id} item={item} language={language} />
          ))}
        </SimpleGrid>
      )}
      {data && data.TotalCount > 0 && (
        <Anchor component={Link} to={paths.news.list.href()} fw={600}>
          {t('home.all', { count: data.TotalCount })}
        </Anchor>
      )}
    </Stack>
  );
}
