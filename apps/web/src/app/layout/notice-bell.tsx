import { ActionIcon, Indicator, Menu, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { noticeBellQueryOptions, useMarkNoticesSeen } from '../../features/notices/api/notice-bell';
import { track } from '../../lib/action-log';
import { formatDateTime } from '../../lib/format-date';
import { useSession } from '../../lib/session/session-store';

/**
 * The header bell (spec §2): the latest five notices with their publish time. A red dot while the
 * signed-in reader has unread notices (newer than the newest one they opened or the last time they
 * opened the bell, kept by the server); opening the bell marks them seen.
 */
export function NoticeBell() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const reader = { language, uid: useSession().user?.uid ?? null };
  const { data } = useQuery(noticeBellQueryOptions(reader));
  const markSeen = useMarkNoticesSeen(reader);
  const items = data?.items ?? [];
  const hasUnread = (data?.unreadCount ?? 0) > 0;
  return (
    <Menu
      position="bottom-end"
      offset={6}
      shadow="md"
      width={320}
      onOpen={() => {
        if (hasUnread) markSeen.mutate();
      }}
    >
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('header.notices')}
          data-testid="notice-bell"
        >
          <Indicator disabled={!hasUnread} size={7} offset={2} color="red" data-unread={hasUnread}>
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
