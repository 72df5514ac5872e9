import { constants } from '@coffer/contract/common';
import { useSyncExternalStore } from 'react';

/**
 * Notifications and confirm dialogs load on first use, not with the first page: most visits never
 * need one. The app mounts their hosts once `wanted` says so (app/overlay-hosts.tsx); until the
 * dialog host reports ready, a dialog waits for it.
 */
const wanted = { notifications: false, modals: false };
const listeners = new Set<() => void>();
let modalsReady: (() => void) | null = null;
const modalsMounted = new Promise<void>((resolve) => {
  modalsReady = resolve;
});

function want(kind: keyof typeof wanted) {
  if (wanted[kind]) return;
  wanted[kind] = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useOverlayWanted = (kind: keyof typeof wanted) =>
  useSyncExternalStore(
    subscribe,
    () => wanted[kind],
    () => false,
  );

/** Called by the dialog host once it is mounted and listening. */
export const markModalsReady = () => modalsReady?.();

/** A red notification, top right, 120 px down, for 5 s (spec §9). */
export async function notifyError(message: string): Promise<void> {
  want('notifications');
  const { notifications } = await import('@mantine/notifications');
  notifications.show({ color: 'red', message, autoClose: constants.notification.autoCloseMs });
}

/** A green notification for a completed action, placed and timed like the errors. */
export async function notifySuccess(message: string): Promise<void> {
  want('notifications');
  const { notifications } = await import('@mantine/notifications');
  notifications.show({ color: 'teal', message, autoClose: constants.notification.autoCloseMs });
}

export interface ConfirmOptions {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel?: () => void;
  /** false: only the buttons close it (a decision is required). */
  dismissible?: boolean;
}

export async function confirmDialog(options: ConfirmOptions): Promise<void> {
  want('modals');
  const [{ modals }] = await Promise.all([import('@mantine/modals'), modalsMounted]);
  const dismissible = options.dismissible !== false;
  modals.openConfirmModal({
    title: options.title,
    children: options.body,
    labels: { confirm: options.confirmLabel, cancel: options.cancelLabel },
    closeOnClickOutside: dismissible,
    closeOnEscape: dismissible,
    withCloseButton: dismissible,
    onConfirm: options.onConfirm,
    onCancel: options.onCancel,
  });
}
