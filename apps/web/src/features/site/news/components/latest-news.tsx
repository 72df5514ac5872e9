import { Anchor, Group, SimpleGrid, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useCached } from '../../../../lib/cached-read';
import { useTranslation } from '../../../../lib/react-i18n';
import { latestNewsCount, latestNewsRead } from '../api/get-latest-news';
import { NewsCard } from './news-card';

/** The newest articles as cards, for the landing page and under an article. */
export function LatestNews({ excludeId, title }: { excludeId?: number; title?: string }) {
  const { t, i18n } = useTranslation('news');
  const language = i18n.resolvedLanguage ?? 'en';
  const { data } = useCached(latestNewsRead(language));
  const items = (data?.Items ?? []).filter((item) => item.Id !== excludeId).slice(0, latestNewsCount);
  if (items.length === 0) return null;
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
