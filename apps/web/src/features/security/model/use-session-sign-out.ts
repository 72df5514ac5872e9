import { useState } from 'react';
import { confirmDialog, notifySuccess } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import { revokeOtherSessions, revokeSession, useRefreshSessions } from '../api/sessions';

/**
 * Signing other sessions out, one or all (after a confirmation): which is running, the success
 * message, and the list fetched again before the button lets go.
 */
export function useSessionSignOut() {
  const { t } = useTranslation('security');
  const [busy, setBusy] = useState<string | null>(null);
  const refresh = useRefreshSessions();
  const run = async (id: string, work: () => Promise<string>) => {
    setBusy(id);
    try {
      void notifySuccess(await work());
      await refresh();
    } catch {
      // The wrapper has told the user.
    } finally {
      setBusy(null);
    }
  };
  const signOutOne = (sessionId: string) =>
    run(sessionId, async () => {
      await revokeSession(sessionId);
      return t('sessions.revoked');
    });
  const signOutOthers = () =>
    void confirmDialog({
      title: t('sessions.othersConfirmTitle'),
      body: t('sessions.othersConfirmBody'),
      confirmLabel: t('sessions.signOutOthers'),
      cancelLabel: t('action.cancel'),
      onConfirm: () =>
        void run('others', async () => t('sessions.othersRevoked', { count: await revokeOtherSessions() })),
    });

  return { busy, signOutOne, signOutOthers };
}
