import './styles';
import { certificateType, type KycRecord } from '@coffer/contract/kyc';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';
import { countryName } from '../model/countries';
import { photoLabelKey } from '../model/photo-labels';
import classes from './kyc.module.css';

const documentKeys: Record<number, string> = {
  [certificateType.members.identityCard]: 'document.identityCard',
  [certificateType.members.passport]: 'document.passport',
  [certificateType.members.drivingLicence]: 'document.drivingLicence',
  [certificateType.members.businessLicence]: 'document.businessLicence',
};

function StatusIcon({ color, children }: { color: string; children: ReactNode }) {
  return (
    <div
      className={classes.statusIcon}
      style={{
        background: `var(--mantine-color-${color}-light)`,
        color: `var(--mantine-color-${color}-light-color)`,
      }}
    >
      <svg
        width={28}
        height={28}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {children}
      </svg>
    </div>
  );
}

const clock = (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>
);
const check = (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </>
);
const cross = (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m9 9 6 6M15 9l-6 6" />
  </>
);

function StatusHeader({
  icon,
  color,
  title,
  children,
  testId,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" className={classes.section} data-testid={testId}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <StatusIcon color={color}>{icon}</StatusIcon>
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Title order={2} fz="xl">
            {title}
          </Title>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * Each KYC/Get signs new links; while the page polls, a photo keeps the link it has until that is
 * about to expire, so the images are not downloaded again every few seconds (they are no-store).
 */
function useStablePhotoLinks(photos: KycRecord['photos']) {
  const kept = useRef(new Map<string, { url: string; expiresAt: number }>());
  const marginMs = 60_000;
  return photos.map((p) => {
    const held = kept.current.get(p.fileId);
    if (held && held.expiresAt - Date.now() > marginMs) return { ...p, url: held.url };
    kept.current.set(p.fileId, { url: p.url, expiresAt: Date.parse(p.urlExpiresAt) || 0 });
    return p;
  });
}

/** What was sent: the kind, the name, the document and the photos (through their signed links). */
export function SubmissionSummary({ record }: { record: KycRecord }) {
  const { t, i18n } = useTranslation('kyc');
  const photos = useStablePhotoLinks(record.photos);
  const s = record.submission;
  if (!s) return null;
  const rows: [string, string][] =
    s.kind === 'individual'
      ? [
          [t('summary.kind'), t('form.individual')],
          [t('summary.name'), `${s.firstName} ${s.lastName}`],
          [t('summary.document'), `${t(documentKeys[s.certificateType] ?? '')} · ${s.certificateNumber}`],
          [t('field.country'), countryName(s.country, i18n.language)],
        ]
      : [
          [t('summary.kind'), t('form.business')],
          [t('field.companyName'), s.companyName],
          [t('field.registrationNumber'), s.registrationNumber],
          [t('summary.representative'), `${s.representativeFirstName} ${s.representativeLastName}`],
          [t('field.companyCountry'), countryName(s.country, i18n.language)],
        ];
  const documentType = s.kind === 'individual' ? s.certificateType : undefined;
  if (record.submittedAt)
    rows.push([t('summary.submittedAt'), formatDateTime(record.submittedAt, i18n.language)]);
  return (
    <Paper withBorder radius="md" className={classes.section} data-testid="kyc-summary">
      <Stack gap="md">
        <Title order={3} fz="md">
          {t('summary.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} verticalSpacing="xs">
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {photos.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {photos.map((p) => {
              const label = t(photoLabelKey(p.slot, documentType));
              return (
                <Stack key={p.slot} gap={4}>
                  <img className={classes.reviewPhoto} src={p.url} alt={label} />
                  <Text size="xs" c="dimmed">
                    {label}
                  </Text>
                </Stack>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}

/** Status 1: the operator has not decided yet; the page asks again by itself. */
export function UnderReview({
  record,
  onCheck,
  checking,
}: {
  record: KycRecord;
  onCheck: () => void;
  checking: boolean;
}) {
  const { t } = useTranslation('kyc');
  return (
    <Stack gap="lg">
      <StatusHeader icon={clock} color="yellow" title={t('status.reviewTitle')} testId="kyc-under-review">
        <Text size="sm">{t('status.reviewText')}</Text>
        <Text size="sm" c="dimmed">
          {t('status.reviewWait')}
        </Text>
        <Group mt="xs">
          <Button
            variant="light"
            size="compact-md"
            onClick={onCheck}
            loading={checking}
            data-testid="kyc-check"
          >
            {t('status.checkNow')}
          </Button>
        </Group>
      </StatusHeader>
      <SubmissionSummary record={record} />
    </Stack>
  );
}

/** Status 2: the operator's reason, and the way to correct and send again. */
export function Failed({ record, onResubmit }: { record: KycRecord; onResubmit: () => void }) {
  const { t } = useTranslation('kyc');
  return (
    <Stack gap="lg">
      <StatusHeader icon={cross} color="red" title={t('status.failedTitle')} testId="kyc-failed">
        <Text size="sm">{t('status.failedText')}</Text>
        <Alert color="red" variant="light" title={t('status.reason')}>
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            data-testid="kyc-reason"
          >
            {record.rejectReason || t('status.noReason')}
          </Text>
        </Alert>
        <Group mt="xs">
          <Button onClick={onResubmit} data-testid="kyc-resubmit">
            {t('status.resubmit')}
          </Button>
        </Group>
      </StatusHeader>
      <SubmissionSummary record={record} />
    </Stack>
  );
}

/** Status 3: verified; the rest of the product is open. */
export function Verified({ record, action }: { record: KycRecord; action: ReactNode }) {
  const { t } = useTranslation('kyc');
  return (
    <Stack gap="lg">
      <StatusHeader icon={check} color="green" title={t('status.verifiedTitle')} testId="kyc-verified">
        <Text size="sm">{t('status.verifiedText')}</Text>
        <Group mt="xs">{action}</Group>
      </StatusHeader>
      <SubmissionSummary record={record} />
    </Stack>
  );
}
