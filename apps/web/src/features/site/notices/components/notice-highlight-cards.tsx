import { Anchor, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { formatDate } from '../../../../lib/format-date';
import { useTranslation } from '../../../../lib/react-i18n';
import type { NoticeHighlight } from './notice-highlights';

/** The latest notices as cards (notice-highlights.tsx draws them once they have come). */
export function NoticeHighlightCards({
  items,
  language,
}: {
  items: readonly NoticeHighlight[];
  language: string;
}) {
  const { t } = useTranslation('notices');
  return (
    <section aria-labelledby="latest-notices">
      <Group justify="space-between" mb="md">
        <Title order={2} id="latest-notices" fz="h3">
          {t('highlights.title')}
        </Title>
        <Anchor component={Link} to={paths.notice.list.href()} size="sm">
          {t('highlights.all')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {items.map((notice) => (
          <Paper
            key={notice.id}
            withBorder
            p="md"
            radius="md"
            component={Link}
            to={paths.notice.detail.href(notice.id)}
            style={{ textDecoration: 'none' }}
          >
            <Text size="xs" c="dimmed">
              <time dateTime={notice.publishTime}>{formatDate(notice.publishTime, language)}</time>
            </Text>
            <Text fw={600} mt={4} lineClamp={2} c="var(--mantine-color-text)">
              {notice.title}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
