import type { PayWhitelistEntry } from '@coffer/contract/global-account';
import { globalAccountEndpoints } from '@coffer/contract/global-account';
import { ActionIcon, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { TrashIcon } from '../../../components/icons';
import { type Column, RecordTable } from '../../../components/record-table';
import { TitledPanel } from '../../../components/titled-panel';
import { useCoolOffClock } from '../../../domain/cool-off/cool-off';
import { CoolOffBadge } from '../../../domain/cool-off/cool-off-badge';
import { ConfirmDialog } from '../../../domain/forms/confirm-dialog';
import { PhoneTitle } from '../../../domain/history/columns';
import { RemoveWithAuthorization } from '../../../domain/second-factor/remove-with-authorization';
import { useTranslation } from '../../../lib/react-i18n';
import { useRemovePayer, useWhitelist } from '../api/global-account';
import { payerAccountText } from '../model/payer-account';

/** Removing a payer: confirmed with the fund PIN and the second factor, as adding it was. */
function RemovePayerForm({ entry, onClose }: { entry: PayWhitelistEntry; onClose: () => void }) {
  const { t } = useTranslation('global-account');
  const remove = useRemovePayer().mutateAsync;
  return (
    <RemoveWithAuthorization
      remove={(authorization) => remove({ id: entry.id, ...authorization })}
      endpoint={[globalAccountEndpoints.deletePayWhitelist]}
      words={{
        body: t('whitelist.removeBody', { name: entry.friendlyName }),
        keep: t('whitelist.keep'),
        remove: t('whitelist.remove'),
        removed: t('whitelist.removed', { name: entry.friendlyName }),
        wrongPin: t('whitelist.wrongPin'),
        noPin: t('whitelist.noPin'),
        fundPin: t('whitelist.fundPin'),
        fundPinHint: t('whitelist.fundPinHint'),
      }}
      testId="global-payer-remove"
      onClose={onClose}
    />
  );
}

function useColumns(now: number, onRemove: (e: PayWhitelistEntry) => void): Column<PayWhitelistEntry>[] {
  const { t } = useTranslation(['global-account', 'cash', 'money']);
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
      cell: (e) => (
        <CoolOffBadge
          item={e}
          now={now}
          usableFrom={(time) => t('whitelist.usableFrom', { time })}
          ready={t('whitelist.ready')}
          testId="global-payer"
        />
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
  const now = useCoolOffClock(list.data);
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
