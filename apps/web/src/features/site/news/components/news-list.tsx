import '@mantine/core/styles/Pagination.css';
import { Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LabelledPagination } from '../../../../components/labelled-pagination';
import { paths } from '../../../../config/paths';
import { formatDate } from '../../../../lib/format-date';
import { useTranslation } from '../../../../lib/react-i18n';
import { newsPageSize, useNewsPage } from '../api/get-news-page';
import classes from './news.module.css';
import { NewsCover } from './news-card';
import { NewsHeading, NewsListState } from './news-states';

/** `/news/list`: every article, a page at a time. */
export function NewsList({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { t, i18n } = useTranslation('news');
  const language = i18n.resolvedLanguage ?? 'en';
  const { data, isPending, isError } = useNewsPage({ page, pageSize: newsPageSize, language });
  const pages = data ? Math.max(1, Math.ceil(data.TotalCount / newsPageSize)) : 1;
  return (
    <Stack gap="lg">
      <NewsHeading title={t('list.title')} intro={t('list.intro')} />
      <NewsListState pending={isPending} failed={isError} empty={Boolean(data && data.Items.length === 0)} />
      {data && data.Items.length > 0 && (
        <div data-testid="news-list">
          {data.Items.map((item) => (
            <Link key={item.Id} to={paths.news.detail.href(item.Id)} className={classes.row}>
              <NewsCover item={item} className={`${classes.cover} ${classes.rowCover}`} />
              <Stack gap={6}>
                <Text size="sm" c="dimmed">
                  <time dateTime={item.PublishTime}>{formatDate(item.PublishTime, language)}</time>
                </Text>
                <Text fw={650} fz="lg" className={classes.rowTitle} data-testid="news-title">
                  {item.Title}
                </Text>
                <Text c="dimmed" lineClamp={3}>
                  {item.Summary}
                </Text>
              </Stack>
            </Link>
          ))}
        </div>
      )}
      {pages > 1 && <LabelledPagination total={pages} value={page} onChange={onPageChange} />}
    </Stack>
  );
}
