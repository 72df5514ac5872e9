import './styles';
import { Badge, Button, Divider, Group, Loader, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { confirmDialog, notifySuccess } from '../../../lib/overlays';
import { revokeOtherSessions, revokeSession, useRefreshSessions, useSessions } from '../api/sessions';
import { describeUserAgent } from '../model/user-agent';

/**
 * The account's live sessions: device, IP, sign-in and last use; any other session can be
 * signed out, or all of them at once (beyond the spec: a lost laptop should not need support).
 */
export function SessionsCard() {
  const { t, i18n } = useTranslation('security');
  const language = i18n.resolvedLanguage ?? 'en';
  const { data, isPending } = useSessions();
  const [busy, setBusy] = useState<string | null>(null);
  const sessions = data?.items ?? [];
  const others = sessions.filter((s) => !s.current);

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

  return (
    <Paper withBorder radius="md" p="lg" data-testid="sessions-card">
      <Group justify="space-between" mb="xs" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {t('sessions.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('sessions.description')}
          </Text>
        </Stack>
        {others.length > 0 && (
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={busy === 'others'}
            onClick={signOutOthers}
            data-testid="sessions-revoke-others"
          >
            {t('sessions.signOutOthers')}
          </Button>
        )}
      </Group>
      {isPending ? (
        <Loader size="sm" />
      ) : (
        <Stack gap={0}>
          {sessions.map((s, i) => {
            const { browser, os } = describeUserAgent(s.userAgent);
            const device =
              browser && os
                ? t('sessions.browserOn', { browser, os })
                : (browser ?? os ?? t('sessions.unknownDevice'));
            return (
              <Fragment key={s.sessionId}>
                {i > 0 && <Divider />}
                <Group justify="space-between" py="sm" gap="sm" data-testid="session-row">
                  <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
                    <Group gap="xs">
                      <Tooltip label={s.userAgent} multiline maw={360} withArrow>
                        <Text fw={600}>{device}</Text>
                      </Tooltip>
                      <Badge size="sm" variant="light" color="gray">
                        {t(s.clientType === 1 ? 'sessions.app' : 'sessions.web')}
                      </Badge>
                      {s.current && (
                        <Badge size="sm" variant="light" color="teal" data-testid="session-current">
                          {t('sessions.current')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t('sessions.meta', {
                        ip: s.ip,
                        started: formatDateTime(s.createdAt, language),
                        used: formatDateTime(s.lastUsedAt, language),
                      })}
                    </Text>
                  </Stack>
                  {!s.current && (
                    <Button
                      size="xs"
                      variant="default"
                      loading={busy === s.sessionId}
                      onClick={() => void signOutOne(s.sessionId)}
                      data-testid="session-revoke"
                    >
                      {t('sessions.signOut')}
                    </Button>
                  )}
                </Group>
              </Fragment>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
