import { constants } from '@coffer/contract/common';
import { type CSSProperties, lazy, Suspense, useEffect } from 'react';
import { markModalsReady, useOverlayWanted } from '../lib/overlays';
import classes from './overlay-hosts.module.css';

const NotificationsHost = lazy(async () => {
  await import('@mantine/core/styles/Notification.css');
  await import('@mantine/notifications/styles.css');
  const { Notifications } = await import('@mantine/notifications');
  return {
    default: () => (
      <Notifications
        position={constants.notification.position}
        autoClose={constants.notification.autoCloseMs}
        classNames={{ root: classes.notifications }}
        style={{ '--coffer-notifications-top': `${constants.notification.offsetPx}px` } as CSSProperties}
        zIndex={1000}
      />
    ),
  };
});

const ModalsHost = lazy(async () => {
  const { ModalsProvider } = await import('@mantine/modals');
  function Host() {
    useEffect(() => markModalsReady(), []);
    return <ModalsProvider />;
  }
  return { default: Host };
});

/** Mounts the notification and dialog systems the first time something asks for them. */
export function OverlayHosts() {
  const notifications = useOverlayWanted('notifications');
  const modals = useOverlayWanted('modals');
  return (
    <Suspense fallback={null}>
      {notifications && <NotificationsHost />}
      {modals && <ModalsHost />}
    </Suspense>
  );
}
