import type { newsItemSchema } from '@coffer/contract/news';
import { Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { z } from 'zod';
import marketing from '../../../../components/marketing/marketing.module.css';
import { paths } from '../../../../config/paths';
import { formatDate } from '../../../../lib/format-date';
import { contentUrl } from '../api/content-url';
import classes from './news.module.css';

export type NewsItem = z.infer<typeof newsItemSchema>;

export function NewsCover({
  item,
  className,
  eager = false,
}: {
  item: NewsItem;
  className?: string;
  eager?: boolean;
}) {
  if (!item.CoverUrl)
    return <div className={`${className ?? ''} ${classes.placeholder}`} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={contentUrl(item.CoverUrl)}
      alt=""
      width={960}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

/** An article as a card: cover, date, title and summary. */
export function NewsCard({ item, language }: { item: NewsItem; language: string }) {
  return (
    <Paper
      withBorder
      radius="md"
      component={Link}
      to={paths.news.detail.href(item.Id)}
      className={`${marketing.lift} ${classes.card}`}
      data-testid="news-card"
    >
      <NewsCover item={item} className={classes.cover} />
      <Stack gap={6} p="lg" style={{ flex: 1 }}>
        <Text size="xs" c="dimmed">
          <time dateTime={item.PublishTime}>{formatDate(item.PublishTime, language)}</time>
        </Text>
        <Text fw={650} lineClamp={2}>
          {item.Title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {item.Summary}
        </Text>
      </Stack>
    </Paper>
  );
}
