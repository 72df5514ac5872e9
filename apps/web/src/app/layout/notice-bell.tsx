import { ActionIcon, Indicator, Menu, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { getLatestNoticesQueryOptions } from '../../features/notice/api/get-notices';
import { track } from '../../lib/action-log';
import { formatDateTime } from '../../lib/format-date';

/** Notices from the last week get a dot on the bell. */
const recentMs = 7 * 86_400_000;

/** The header bell (spec §2): the latest five notices with their publish time. */
export function NoticeBell() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { data } = useQuery(getLatestNoticesQueryOptions(language));
  const items = data?.items ?? [];
  const hasRecent = items.some((n) => Date.now() - new Date(n.publishTime).getTime() < recentMs);
  return (
    <Menu position="bottom-end" offset={6} shadow="md" width={320}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('header.notices')}
          data-testid="notice-bell"
        >
          <Indicator disabled={!hasRecent} size={7} offset={2} color="red">
            <BellIcon size={18} />
          </Indicator>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown data-testid="notice-bell-list">
        <Menu.Label>{t('header.notices')}</Menu.Label>
        {items.length === 0 && (
          <Text size="sm" c="dimmed" px="sm" py="xs">
            {t('header.noNotices')}
          </Text>
        )}
        {items.map((notice) => (
          <Menu.Item
            key={notice.id}
            component={Link}
            to={paths.notice.detail.href(notice.id)}
            onClick={() => track('noticeOpen', String(notice.id))}
          >
            <Text size="sm" lineClamp={2}>
              {notice.title}
            </Text>
            <Text size="xs" c="dimmed">
              <time dateTime={notice.publishTime}>{formatDateTime(notice.publishTime, language)}</time>
            </Text>
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.notice.list.href()} c="var(--mantine-primary-color-filled)">
          {t('header.allNotices')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
