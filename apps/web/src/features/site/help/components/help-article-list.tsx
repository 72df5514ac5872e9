import '@mantine/core/styles/Pagination.css';
import type { helpSearchItemSchema } from '@coffer/contract/help';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { z } from 'zod';
import { LabelledPagination } from '../../../../components/labelled-pagination';
import { paths } from '../../../../config/paths';
import { formatDate } from '../../../../lib/format-date';
import { useTranslation } from '../../../../lib/react-i18n';
import { helpPageSize } from '../api/get-help-articles';
import classes from './help.module.css';
import { highlight } from './highlight';

type HelpItem = z.infer<typeof helpSearchItemSchema>;

/** Articles with their summaries (the searched words marked), and the pages. */
export function HelpArticleList({
  items,
  totalCount,
  page,
  keyword = '',
  showCategory = true,
  onPageChange,
}: {
  items: HelpItem[];
  totalCount: number;
  page: number;
  keyword?: string;
  showCategory?: boolean;
  onPageChange: (page: number) => void;
}) {
  const { t, i18n } = useTranslation('help');
  const language = i18n.resolvedLanguage ?? 'en';
  const pages = Math.max(1, Math.ceil(totalCount / helpPageSize));
  return (
    <Stack gap="lg">
      <div data-testid="help-results">
        {items.map((item) => (
          <article key={item.id} className={classes.result} lang={item.languageCode}>
            <Anchor
              component={Link}
              to={paths.help.detail.href(item.id)}
              fw={650}
              fz="lg"
              c="var(--mantine-color-text)"
            >
              {highlight(item.title, keyword)}
            </Anchor>
            <Text size="sm" c="dimmed" mt={6} lineClamp={3}>
              {highlight(item.summary, keyword)}
            </Text>
            <Text size="xs" c="dimmed" mt={8}>
              {showCategory && <>{item.categoryName} · </>}
              {t('list.updated')}{' '}
              <time dateTime={item.updateTime}>{formatDate(item.updateTime, language)}</time>
            </Text>
          </article>
        ))}
      </div>
      {pages > 1 && <LabelledPagination total={pages} value={page} onChange={onPageChange} />}
    </Stack>
  );
}
