import '@mantine/core/styles/Badge.css';
import './styles';
import { type ApiKeyItem, apiKeyStatus, splitIpList } from '@coffer/contract/api-keys';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CopyValue } from '../../../components/copy-value';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';
import type { WithdrawAddress } from '../api/get-withdraw-addresses';

const statusColor = { 0: 'teal', 1: 'gray', 2: 'red' } as const;
const statusKey = { 0: 'status.enabled', 1: 'status.disabled', 2: 'status.expired' } as const;
const soonMs = 14 * 86_400_000;

export function KeyStatusBadge({ status }: { status: ApiKeyItem['status'] }) {
  const { t } = useTranslation('api-keys');
  return (
    <Badge color={statusColor[status]} variant="light" data-testid="key-status">
      {t(statusKey[status])}
    </Badge>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** One key: what it may do, where it may withdraw to, where it may call from, how long it lives. */
function KeyCard({
  apiKey,
  addresses,
  onDelete,
}: {
  apiKey: ApiKeyItem;
  addresses: WithdrawAddress[];
  onDelete: (key: ApiKeyItem) => void;
}) {
  const { t, i18n } = useTranslation('api-keys');
  const ips = splitIpList(apiKey.ips);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="api-key-row" data-key-id={apiKey.id}>
      <Stack gap="md">
        <KeyHeader apiKey={apiKey} onDelete={onDelete} />
        <CopyValue caption={t('list.accessKey')} value={apiKey.accessKey} testId="key-access-key" />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          <Field label={t('list.permissions')}>
            <Group gap={6}>
              {apiKey.permissions.map((p) => (
                <Badge key={p} variant="outline" radius="sm" data-testid={`key-has-${p}`}>
                  {t(`permission.${p}`)}
                </Badge>
              ))}
            </Group>
          </Field>
          <Field label={t('list.scope')}>
            <ScopeText apiKey={apiKey} addresses={addresses} />
          </Field>
          <Field label={t('list.ips')}>
            <Text size="sm" ff={ips.length > 0 ? 'monospace' : undefined} data-testid="key-ips-text">
              {ips.length > 0 ? ips.join(', ') : t('list.noIps')}
            </Text>
          </Field>
          <Field label={t('list.validity')}>
            <ValidityText apiKey={apiKey} />
          </Field>
          <Field label={t('list.created')}>
            <Text size="sm">{formatDateTime(apiKey.createdAt, i18n.language)}</Text>
          </Field>
          <Field label={t('list.lastUsed')}>
            <Text size="sm">
              {apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt, i18n.language) : t('list.neverUsed')}
            </Text>
          </Field>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** The remark and status, with edit (while not expired) and delete. */
function KeyHeader({ apiKey, onDelete }: { apiKey: ApiKeyItem; onDelete: (key: ApiKeyItem) => void }) {
  const { t } = useTranslation('api-keys');
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Group gap="sm" style={{ minWidth: 0 }}>
        <Text fw={700} size="lg" style={{ wordBreak: 'break-word' }} data-testid="key-remark-text">
          {apiKey.remark}
        </Text>
        <KeyStatusBadge status={apiKey.status} />
      </Group>
      <Group gap="xs">
        {apiKey.status !== apiKeyStatus.members.expired && (
          <Button
            component={Link}
            to={paths.account.modifyApi.href({ id: apiKey.id })}
            size="xs"
            variant="light"
            data-testid="key-edit"
          >
            {t('list.edit')}
          </Button>
        )}
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => onDelete(apiKey)}
          data-testid="key-delete"
        >
          {t('list.delete')}
        </Button>
      </Group>
    </Group>
  );
}

/** Where a key may withdraw to: nowhere, every address-book entry, or the entries chosen by label. */
function ScopeText({ apiKey, addresses }: { apiKey: ApiKeyItem; addresses: WithdrawAddress[] }) {
  const { t } = useTranslation('api-keys');
  const withdraws = apiKey.permissions.includes('withdraw');
  const chosen = apiKey.withdrawAddressIds.map(
    (id) => addresses.find((a) => a.id === id)?.label ?? t('list.addressGone', { id }),
  );
  return (
    <Text size="sm" data-testid="key-scope-text">
      {!withdraws
        ? t('scope.none')
        : apiKey.withdrawScope === 'all'
          ? t('scope.all')
          : t('scope.chosen', { list: chosen.join(', ') })}
    </Text>
  );
}

/** Until when the key works; red when it has expired or expires within two weeks. */
function ValidityText({ apiKey }: { apiKey: ApiKeyItem }) {
  const { t, i18n } = useTranslation('api-keys');
  const expiresSoon =
    apiKey.expiresAt !== null &&
    Date.parse(apiKey.expiresAt) - Date.now() < soonMs &&
    apiKey.status !== apiKeyStatus.members.expired;
  return (
    <Text
      size="sm"
      c={expiresSoon || apiKey.status === apiKeyStatus.members.expired ? 'red' : undefined}
      data-testid="key-validity"
    >
      {apiKey.expiresAt
        ? t(apiKey.status === apiKeyStatus.members.expired ? 'list.expiredOn' : 'list.expiresOn', {
            date: formatDateTime(apiKey.expiresAt, i18n.language),
          })
        : t('list.noExpiry')}
    </Text>
  );
}

export function KeyList({
  keys,
  addresses,
  onDelete,
}: {
  keys: ApiKeyItem[];
  addresses: WithdrawAddress[];
  onDelete: (key: ApiKeyItem) => void;
}) {
  const { t } = useTranslation('api-keys');
  if (keys.length === 0)
    return (
      <Card withBorder radius="md" padding="xl" data-testid="api-keys-empty">
        <Text c="dimmed" ta="center">
          {t('list.empty')}
        </Text>
      </Card>
    );
  return (
    <Stack gap="md" data-testid="api-key-list">
      {keys.map((key) => (
        <KeyCard key={key.id} apiKey={key} addresses={addresses} onDelete={onDelete} />
      ))}
    </Stack>
  );
}
