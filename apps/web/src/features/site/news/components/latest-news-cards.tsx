import { Anchor, Group, SimpleGrid, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/react-i18n';
import type { LatestNewsItem } from './latest-news';
import { NewsCard } from './news-card';

/** The newest articles as cards (latest-news.tsx draws them once they have come). */
export function LatestNewsCards({
  items,
  title,
  language,
}: {
  items: readonly LatestNewsItem[];
  title?: string;
  language: string;
}) {
  const { t } = useTranslation('news');
  return (
    <section aria-labelledby="latest-news" data-testid="latest-news">
      <Group justify="space-between" mb="md">
        <Title order={2} id="latest-news" fz="h3">
          {title ?? t('latest.title')}
        </Title>
        <Anchor component={Link} to={paths.news.root.href()} size="sm">
          {t('latest.all')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {items.map((item) => (
          <NewsCard key={item.Id} item={item} language={language} />
        ))}
      </SimpleGrid>
    </section>
  );
}
