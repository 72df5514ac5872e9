import { errors } from '@coffer/contract/common';
import {
  type GlobalAccountChannel,
  globalAccountChannels,
  globalAccountStatus,
} from '@coffer/contract/global-account';
import { Alert, Button, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ApplicationStanding, VerifyIdentityFirst } from '../../../domain/applications/application-state';
import { formatDateTime } from '../../../lib/format-date';
import { isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { notifySuccess } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import {
  useApplyForGlobal,
  useAttachments,
  useDocumentForm,
  type useGlobalStatus,
} from '../api/global-account';
import { DocumentField } from './document-field';

type StatusInfo = NonNullable<ReturnType<typeof useGlobalStatus>['data']>;
const s = globalAccountStatus.members;

/** Where the application stands, by §4 state (and our `rejected`): its badge colour and words. */
const stateView: Record<number, { color: string; key: string }> = {
  [s.submittedAwaitingReview]: { color: 'blue', key: 'state.submitted' },
  [s.beingCreated]: { color: 'cyan', key: 'state.beingCreated' },
  [s.needsReconfirmation]: { color: 'orange', key: 'state.reconfirm' },
  [s.rejected]: { color: 'red', key: 'state.rejected' },
};

/**
 * The documents of a channel and the submission: every field the channel's form lists, its files,
 * and "submit" (or "submit again" when the operator asked for a reconfirmation or refused it).
 * A submission without a required document is refused (60703) and that document says so.
 */
function DocumentsForm({
  channel,
  again,
  editable,
}: {
  channel: GlobalAccountChannel;
  again: boolean;
  editable: boolean;
}) {
  const { t } = useTranslation('global-account');
  const form = useDocumentForm(channel);
  const files = useAttachments();
  const apply = useApplyForGlobal();
  const [missing, setMissing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (form.isError || files.isError) return <Alert color="red">{t('documents.formFailed')}</Alert>;
  if (!form.data || !files.data) return <Loader size="sm" />;
  const mine = files.data.filter((f) => f.channel === channel);
  const submit = async () => {
    setProblem(null);
    setMissing(null);
    const lacking = form.data.fields.find((f) => f.required && !mine.some((m) => m.fieldKey === f.key));
    if (lacking) return setMissing(lacking.key);
    try {
      await apply.mutateAsync({ channel, again });
      void notifySuccess(t('documents.submitted'));
    } catch (failure) {
      if (isApiError(failure) && failure.code === errors.globalDocumentsMissing.code) {
        const field = failure.data.field;
        setMissing(typeof field === 'string' ? field : null);
      }
      setProblem(isApiError(failure) ? errorMessage(failure) : t('documents.failed'));
    }
  };
  return (
    <Stack gap="sm" data-testid="global-documents">
      {form.data.fields.map((rule) => (
        <DocumentField
          key={rule.key}
          channel={channel}
          rule={rule}
          files={mine.filter((f) => f.fieldKey === rule.key)}
          editable={editable}
          missing={missing === rule.key}
        />
      ))}
      {problem && (
        <Alert color="red" data-testid="global-apply-problem">
          {problem}
        </Alert>
      )}
      {editable && (
        <Button
          onClick={() => void submit()}
          loading={apply.isPending}
          w="fit-content"
          data-testid="global-apply"
        >
          {again ? t('documents.submitAgain') : t('documents.submit')}
        </Button>
      )}
    </Stack>
  );
}

/** The channel of a new application: a person's documents or a business's. */
function ChannelChoice({
  value,
  onChange,
}: {
  value: GlobalAccountChannel;
  onChange: (c: GlobalAccountChannel) => void;
}) {
  const { t } = useTranslation('global-account');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('documents.channel')}
      </Text>
      <SegmentedControl
        data={globalAccountChannels.map((c) => ({ value: c, label: t(`channel.${c}`) }))}
        value={value}
        onChange={(v) => onChange(v as GlobalAccountChannel)}
        w="fit-content"
        data-testid="global-channel"
      />
    </Stack>
  );
}

/**
 * The global account before it is open: identity first, then the application with the channel's
 * documents, then the operator's review (awaiting review, being created at the bank, asked to
 * reconfirm with the reason, or refused with the reason: the documents can then change and go again).
 */
export function GlobalOpening({ info }: { info: StatusInfo }) {
  const { t, i18n } = useTranslation('global-account');
  const { account } = info;
  const [picked, setPicked] = useState<GlobalAccountChannel>(account?.channel ?? 'personal');
  const view = account?.status === null || !account ? undefined : stateView[account.status];
  const answering = account?.status === s.needsReconfirmation || account?.status === s.rejected;
  const channel = account && !answering ? account.channel : picked;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={720} data-testid="global-account-state">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('opening.title')}
        </Title>
        {!info.kycVerified && (
          <VerifyIdentityFirst text={t('opening.needKyc')} action={t('opening.verify')} />
        )}
        {info.kycVerified && !account && <Text size="sm">{t('opening.intro')}</Text>}
        {account && view && (
          <>
            <ApplicationStanding
              color={view.color}
              label={t(view.key)}
              body={t(`${view.key}Body`)}
              sentAt={t('opening.submittedAt', {
                time: formatDateTime(account.submittedAt, i18n.resolvedLanguage ?? 'en'),
              })}
              testId="global-state"
            />
            {answering && account.reason && (
              <Alert
                color={account.status === s.rejected ? 'red' : 'orange'}
                title={t(account.status === s.rejected ? 'opening.rejectReason' : 'opening.reason')}
                data-testid="global-reason"
              >
                {account.reason}
              </Alert>
            )}
          </>
        )}
        {info.kycVerified && (
          <>
            {(!account || answering) && <ChannelChoice value={picked} onChange={setPicked} />}
            <DocumentsForm
              key={channel}
              channel={channel}
              again={Boolean(account)}
              editable={!account || answering}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
