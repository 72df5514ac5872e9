import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { usePageMeta } from '../../../../hooks/use-page-meta';
import { formatDateTime } from '../../../../lib/format-date';
import { useTranslation } from '../../../../lib/react-i18n';
import { useNotice } from '../api/get-notice';

/** The body is plain text; blank lines separate paragraphs (never rendered as HTML). */
const paragraphs = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export function NoticeDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation('notices');
  const language = i18n.resolvedLanguage ?? 'en';
  const { data: notice } = useNotice(id, language);
  usePageMeta(notice.title, t('meta.description'));
  return (
    <Stack gap="md" component="article">
      <Group>
        <Anchor component={Link} to={paths.notice.list.href()} size="sm">
          ← {t('detail.back')}
        </Anchor>
      </Group>
      <Title order={1}>{notice.title}</Title>
      <Text size="sm" c="dimmed">
        {t('detail.published')}{' '}
        <time dateTime={notice.publishTime}>{formatDateTime(notice.publishTime, language)}</time>
      </Text>
      {paragraphs(notice.body).map((paragraph, index) => (
        // Paragraphs have no identity beyond their place in the text.
        // biome-ignore lint/suspicious/noArrayIndexKey: static text split once
        <Text key={index} style={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
