import '@mantine/core/styles/Pagination.css';
import { Anchor, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LabelledPagination } from '../../../../components/labelled-pagination';
import { paths } from '../../../../config/paths';
import { usePageMeta } from '../../../../hooks/use-page-meta';
import { formatDateTime } from '../../../../lib/format-date';
import { useTranslation } from '../../../../lib/react-i18n';
import { noticePageSize, useNotices } from '../api/get-notices';

export function NoticeList({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { t, i18n } = useTranslation('notices');
  const language = i18n.resolvedLanguage ?? 'en';
  usePageMeta(t('list.title'), t('meta.description'));
  const { data, isPending, isError } = useNotices({ page, pageSize: noticePageSize, language });
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / noticePageSize)) : 1;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('list.title')}</Title>
      {isPending && (
        <Center py="xl">
          <Loader aria-label={t('list.loading')} />
        </Center>
      )}
      {isError && <Text c="dimmed">{t('list.failed')}</Text>}
      {data && data.items.length === 0 && <Text c="dimmed">{t('list.empty')}</Text>}
      {data && data.items.length > 0 && (
        <Paper
          withBorder
          radius="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          data-testid="notice-list"
        >
          {data.items.map((notice, index) => (
            <li
              key={notice.id}
              style={{
                padding: 'var(--mantine-spacing-md) var(--mantine-spacing-lg)',
                borderTop: index ? '1px solid var(--mantine-color-default-border)' : undefined,
              }}
            >
              <Anchor
                component={Link}
                to={paths.notice.detail.href(notice.id)}
                fw={600}
                c="var(--mantine-color-text)"
              >
                {notice.title}
              </Anchor>
              <Text size="sm" c="dimmed" mt={4}>
                <time dateTime={notice.publishTime}>{formatDateTime(notice.publishTime, language)}</time>
              </Text>
            </li>
          ))}
        </Paper>
      )}
      {pages > 1 && <LabelledPagination total={pages} value={page} onChange={onPageChange} />}
    </Stack>
  );
}
