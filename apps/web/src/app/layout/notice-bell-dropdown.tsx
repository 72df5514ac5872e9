import '@mantine/core/styles/Menu.css';
import { Menu, Text } from '@mantine/core';
import { cloneElement, type ReactElement, useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { markNoticesSeen } from '../../features/site/notices/api/mark-notices-seen';
import { track } from '../../lib/action-log';
import { formatDateTime } from '../../lib/format-date';
import { useTranslation } from '../../lib/react-i18n';
import type { DeferredMenuStart } from './deferred-menu';

type Notice = { id: number; title: string; publishTime: string };

/** The bell's list: loaded on the first interaction; opening it marks the notices seen. */
export default function NoticeBellDropdown({
  trigger,
  reader,
  items,
  hasUnread,
  start,
}: {
  trigger: ReactElement<Record<string, unknown>>;
  reader: { language: string; uid: string | null };
  items: Notice[];
  hasUnread: boolean;
  start: DeferredMenuStart;
}) {
  const { t } = useTranslation();
  const onOpen = () => {
    if (hasUnread) markNoticesSeen(reader).catch(() => {});
  };
  // Opened by the click that loaded this code: Mantine calls onOpen only for later openings.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (start.opened) onOpen();
  }, []);
  return (
    <Menu
      position="bottom-end"
      offset={6}
      shadow="md"
      width={320}
      onOpen={onOpen}
      defaultOpened={start.opened}
    >
      <Menu.Target>{cloneElement(trigger, { autoFocus: start.focused })}</Menu.Target>
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
              <time dateTime={notice.publishTime}>{formatDateTime(notice.publishTime, reader.language)}</time>
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
