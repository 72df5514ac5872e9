import type { PayWhitelistEntry } from '@coffer/contract/global-account';
import { globalAccountEndpoints } from '@coffer/contract/global-account';
import { ActionIcon, Badge, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TrashIcon } from '../../../components/icons';
import { type Column, RecordTable } from '../../../components/record-table';
import { TitledPanel } from '../../../components/titled-panel';
import { ConfirmDialog, ConfirmForm } from '../../../domain/forms/confirm-dialog';
import { PhoneTitle } from '../../../domain/history/columns';
import {
  AuthorizationFields,
  type AuthorizationValues,
  authorizationInput,
  emptyAuthorization,
  placeAuthorizationErrors,
} from '../../../domain/second-factor/authorization-fields';
import { formatDateTime } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import { useSession } from '../../../lib/session/session-store';
import { useRemovePayer, useWhitelist } from '../api/global-account';
import { inCoolOff, payerAccountText } from '../model/payer-account';
import { useMomentClock } from '../model/use-moment-clock';

/** Removing a payer: confirmed with the fund PIN and the second factor, as adding it was. */
function RemovePayerForm({ entry, onClose }: { entry: PayWhitelistEntry; onClose: () => void }) {
  const { t } = useTranslation('global-account');
  const { user } = useSession();
  const remove = useRemovePayer().mutateAsync;
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<AuthorizationValues>({ defaultValues: emptyAuthorization(user) });
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await remove({ id: entry.id, ...authorizationInput(values) });
      onClose();
      void notifySuccess(t('whitelist.removed', { name: entry.friendlyName }));
    } catch (error) {
      setProblem(
        placeAuthorizationErrors(
          error,
          form,
          { wrongPin: t('whitelist.wrongPin'), noPin: t('whitelist.noPin') },
          [globalAccountEndpoints.deletePayWhitelist],
        ),
      );
    }
  });
  return (
    <ConfirmForm
      onSubmit={submit}
      onCancel={onClose}
      body={t('whitelist.removeBody', { name: entry.friendlyName })}
      problem={problem}
      submitting={form.formState.isSubmitting}
      cancelLabel={t('whitelist.keep')}
      confirmLabel={t('whitelist.remove')}
      confirmTestId="global-payer-remove-submit"
    >
      <AuthorizationFields
        form={form}
        testId="global-payer-remove"
        pinLabel={t('whitelist.fundPin')}
        pinHint={t('whitelist.fundPinHint')}
      />
    </ConfirmForm>
  );
}

function useColumns(now: number, onRemove: (e: PayWhitelistEntry) => void): Column<PayWhitelistEntry>[] {
  const { t, i18n } = useTranslation(['global-account', 'cash', 'money']);
  const language = i18n.resolvedLanguage ?? 'en';
  return [
    {
      key: 'name',
      header: t('whitelist.payer'),
      cell: (e) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {e.friendlyName}
          </Text>
          <Text size="xs" c="dimmed">
            {e.holderName}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'type',
      header: t('whitelist.paymentType'),
      cell: (e) => (
        <Text size="sm">{`${e.currency} · ${t(`cash:channel.${e.paymentType}`)} · ${e.country}`}</Text>
      ),
    },
    {
      key: 'account',
      header: t('whitelist.account'),
      cell: (e) => (
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {payerAccountText(e)}
        </Text>
      ),
    },
    {
      key: 'usable',
      header: t('whitelist.usable'),
      cell: (e) =>
        inCoolOff(e, now) ? (
          <Badge
            color="yellow"
            variant="light"
            style={{ textTransform: 'none', minWidth: 'max-content' }}
            data-testid="global-payer-cooling"
          >
            {t('whitelist.usableFrom', { time: formatDateTime(e.usableFrom, language) })}
          </Badge>
        ) : (
          <Badge
            color="teal"
            variant="light"
            style={{ textTransform: 'none' }}
            data-testid="global-payer-ready"
          >
            {t('whitelist.ready')}
          </Badge>
        ),
    },
    {
      key: 'actions',
      header: t('money:history.actions'),
      align: 'right',
      cell: (e) => (
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => onRemove(e)}
          aria-label={t('whitelist.removeOne', { name: e.friendlyName })}
          data-testid="global-payer-remove"
        >
          <TrashIcon size={16} />
        </ActionIcon>
      ),
    },
  ];
}

/**
 * The payer whitelist: the accounts whose payments are credited at once, each from the end of its
 * cool-off (the list turns it Ready then, without a reload), each removable with the PIN and a code.
 */
export function WhitelistList() {
  const { t } = useTranslation(['global-account', 'money']);
  const list = useWhitelist();
  const now = useMomentClock(list.data?.map((e) => e.usableFrom));
  const [removing, setRemoving] = useState<PayWhitelistEntry | null>(null);
  const columns = useColumns(now, setRemoving);
  return (
    <TitledPanel title={t('whitelist.listTitle')}>
      <ConfirmDialog
        item={removing}
        onClose={() => setRemoving(null)}
        title={t('whitelist.removeTitle')}
        testId="global-payer-remove-dialog"
      >
        {(entry) => <RemovePayerForm entry={entry} onClose={() => setRemoving(null)} />}
      </ConfirmDialog>
      <RecordTable
        loadingLabel={t('money:history.loading')}
        failedText={t('money:history.failed')}
        columns={columns}
        rows={list.data}
        rowKey={(e) => String(e.id)}
        loading={list.isPending}
        failed={list.isError}
        empty={t('whitelist.empty')}
        testId="global-whitelist"
        phoneTitle={(e) => <PhoneTitle title={`${e.friendlyName} · ${e.currency}`} />}
      />
    </TitledPanel>
  );
}
