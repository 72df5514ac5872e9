import { ActionIcon, Indicator } from '@mantine/core';
import { lazy } from 'react';
import { BellIcon } from '../../components/icons';
import { noticeBellRead } from '../../features/site/notices/api/notice-bell';
import { useCached } from '../../lib/cached-read';
import { useTranslation } from '../../lib/react-i18n';
import { useSession } from '../../lib/session/session-store';
import { DeferredMenu } from './deferred-menu';

const load = () => import('./notice-bell-dropdown');
const Dropdown = lazy(load);

/**
 * The header bell (spec §2): the latest five notices with their publish time. A red dot while the
 * signed-in reader has unread notices (newer than the newest one they opened or the last time they
 * opened the bell, kept by the server); opening the bell marks them seen. The list's code loads on
 * the first interaction with the bell.
 */
export function NoticeBell() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const reader = { language, uid: useSession().user?.uid ?? null };
  const { data } = useCached(noticeBellRead(reader));
  const hasUnread = (data?.unreadCount ?? 0) > 0;
  const trigger = (
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
  );
  return (
    <DeferredMenu trigger={trigger} load={load}>
      {(start) => (
        <Dropdown
          trigger={trigger}
          reader={reader}
          items={data?.items ?? []}
          hasUnread={hasUnread}
          start={start}
        />
      )}
    </DeferredMenu>
  );
}
