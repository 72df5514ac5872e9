import '@mantine/core/styles/Badge.css';
import type { securityEndpoints } from '@coffer/contract/security';
import './change-styles';
import type { EndpointResult } from '@coffer/contract/common';
import { Alert, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';

type Application = EndpointResult<typeof securityEndpoints.securityChangeGetStatus>;

const statusColor = { 0: 'yellow', 1: 'teal', 2: 'red' } as const;
const statusKey = { 0: 'status.underReview', 1: 'status.approved', 2: 'status.rejected' } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

/** /security/third: where the application stands, what happens next, and the 24-hour hold. */
export function StatusView({ application, signedIn }: { application: Application; signedIn: boolean }) {
  const { t, i18n } = useTranslation('security');
  const { status } = application;
  const days = application.reviewBusinessDays;
  const hours = application.holdHours;
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg" data-testid="application-status">
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Text fw={700}>{t('status.heading', { id: application.applicationId })}</Text>
            <Badge color={statusColor[status]} variant="light" size="lg" data-testid="application-state">
              {t(statusKey[status])}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Fact label={t('status.lost')}>{t(`item.${application.lostItem}`)}</Fact>
            <Fact label={t('status.submitted')}>
              {formatDateTime(application.submittedAt, i18n.language)}
            </Fact>
            <Fact label={t('status.reviewed')}>
              {application.reviewedAt ? formatDateTime(application.reviewedAt, i18n.language) : '—'}
            </Fact>
          </SimpleGrid>
          <StatusNote application={application} />
          <StatusActions status={status} signedIn={signedIn} />
        </Stack>
      </Card>
      <HoldCard days={days} hours={hours} />
    </Stack>
  );
}

/** What the status means for the user: the review time, what was reset, or why it was rejected. */
function StatusNote({ application }: { application: Application }) {
  const { t } = useTranslation('security');
  const { status } = application;
  const days = application.reviewBusinessDays;
  return (
    <>
      {status === 0 && (
        <Alert color="yellow" variant="light" data-testid="status-pending">
          {t('status.pendingBody', { count: days })}
        </Alert>
      )}
      {status === 1 && (
        <Alert color="teal" variant="light" data-testid="status-approved">
          <Stack gap="xs">
            <Text size="sm">{t(`status.approvedBody.${application.lostItem}`)}</Text>
            <Text size="sm">{t('status.signedOut')}</Text>
          </Stack>
        </Alert>
      )}
      {status === 2 && (
        <Alert color="red" variant="light" data-testid="status-rejected">
          <Stack gap="xs">
            <Text size="sm">{t('status.rejectedBody')}</Text>
            {application.rejectReason && (
              <Text size="sm" fw={600} data-testid="status-reason">
                {t('status.reason', { reason: application.rejectReason })}
              </Text>
            )}
          </Stack>
        </Alert>
      )}
    </>
  );
}

/** Sign in again after an approval (when signed out), or apply again after a rejection. */
function StatusActions({ status, signedIn }: { status: Application['status']; signedIn: boolean }) {
  const { t } = useTranslation('security');
  if (!((status === 1 && !signedIn) || status === 2)) return null;
  return (
    <Group gap="sm">
      {status === 1 && !signedIn && (
        <Button component={Link} to={paths.user.login.path} data-testid="status-login">
          {t('status.login')}
        </Button>
      )}
      {status === 2 && (
        <Button component={Link} to={paths.security.first.path} variant="light" data-testid="status-again">
          {t('status.applyAgain')}
        </Button>
      )}
    </Group>
  );
}

/** The 24-hour hold on withdrawals that follows a change, and why. */
function HoldCard({ days, hours }: { days: number; hours: number }) {
  const { t } = useTranslation('security');
  return (
    <Card withBorder radius="md" padding="lg" data-testid="status-hold">
      <Stack gap="xs">
        <Text fw={600}>{t('hold.whatNext', { hours })}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('hold.review', { count: days })}</List.Item>
          <List.Item>{t('hold.withdrawals', { hours })}</List.Item>
          <List.Item>{t('hold.why')}</List.Item>
          <List.Item>{t('hold.sessions')}</List.Item>
        </List>
      </Stack>
    </Card>
  );
}
