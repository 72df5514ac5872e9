import './styles';
import { apiKeyPermission, splitIpList } from '@coffer/contract/api-keys';
import type { AccountInfo } from '@coffer/contract/auth';
import { constants } from '@coffer/contract/common';
import {
  Alert,
  Anchor,
  Checkbox,
  Group,
  MultiSelect,
  Radio,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SecondFactorField } from '../../../domain/second-factor/second-factor-field';
import { useValidationText } from '../../../lib/forms';
import { useTranslation } from '../../../lib/react-i18n';
import type { WithdrawAddress } from '../api/get-withdraw-addresses';
import type { KeyFormValues } from './key-form';

const { maxIpsPerKey, validityDaysWithoutIp } = constants.apiKeys;
const { remarkMax } = constants.apiSignature;

const shortAddress = (a: string) => (a.length > 20 ? `${a.slice(0, 10)}…${a.slice(-6)}` : a);

type KeyForm = UseFormReturn<KeyFormValues, unknown, unknown>;

/** The permissions, kept in the contract's order whatever order they were ticked in. */
function PermissionsField({ form }: { form: KeyForm }) {
  const { t } = useTranslation('api-keys');
  const text = useValidationText();
  return (
    <Controller
      control={form.control}
      name="permissions"
      render={({ field }) => (
        <Checkbox.Group
          label={t('form.permissions')}
          withAsterisk
          value={field.value}
          onChange={(value) => field.onChange(apiKeyPermission.filter((p) => value.includes(p)))}
          error={text(form.formState.errors.permissions?.message)}
          data-testid="key-permissions"
        >
          <Stack gap={8} mt={6}>
            {apiKeyPermission.map((p) => (
              <Checkbox
                key={p}
                value={p}
                label={t(`permission.${p}`)}
                description={t(`permission.${p}Hint`)}
                data-testid={`key-permission-${p}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    />
  );
}

/** A withdrawing key's scope: every address-book entry, or the entries chosen; and the no-IP warning. */
function WithdrawScopeFields({
  form,
  addresses,
  ipCount,
}: {
  form: KeyForm;
  addresses: WithdrawAddress[];
  ipCount: number;
}) {
  const { t } = useTranslation('api-keys');
  const text = useValidationText();
  const scope = useWatch({ control: form.control, name: 'withdrawScope' });
  return (
    <>
      <Controller
        control={form.control}
        name="withdrawScope"
        render={({ field }) => (
          <Radio.Group
            label={t('form.scope')}
            description={t('form.scopeHint')}
            value={field.value}
            onChange={(value) => field.onChange(value === 'custom' ? 'custom' : 'all')}
            data-testid="key-scope"
          >
            <Group gap="lg" mt={6}>
              <Radio value="all" label={t('scope.all')} data-testid="key-scope-all" />
              <Radio value="custom" label={t('scope.custom')} data-testid="key-scope-custom" />
            </Group>
          </Radio.Group>
        )}
      />
      {scope === 'custom' && (
        <Controller
          control={form.control}
          name="withdrawAddressIds"
          render={({ field }) =>
            addresses.length === 0 ? (
              <Alert color="yellow" data-testid="key-no-addresses">
                {t('form.noAddresses')}{' '}
                <Anchor component={Link} to={paths.assets.address.path} size="sm">
                  {t('form.addAddress')}
                </Anchor>
              </Alert>
            ) : (
              <MultiSelect
                label={t('form.addresses')}
                placeholder={field.value.length === 0 ? t('form.addressesPlaceholder') : undefined}
                data={addresses.map((a) => ({
                  value: String(a.id),
                  label: `${a.label} · ${a.coin}/${a.network} · ${shortAddress(a.address)}`,
                }))}
                value={field.value}
                onChange={field.onChange}
                searchable
                clearable
                comboboxProps={{ withinPortal: true }}
                error={text(form.formState.errors.withdrawAddressIds?.message)}
                data-testid="key-addresses"
              />
            )
          }
        />
      )}
      {ipCount === 0 && (
        <Alert color="orange" variant="light" data-testid="key-withdraw-no-ip">
          {t('form.withdrawWithoutIp')}
        </Alert>
      )}
    </>
  );
}

/** The bound IPs, with the 90-day rule for a key bound to none and the count against the limit. */
function IpFields({ form, ipCount }: { form: KeyForm; ipCount: number }) {
  const { t } = useTranslation('api-keys');
  const text = useValidationText();
  return (
    <div>
      <Textarea
        label={t('form.ips')}
        description={t('form.ipsHint', { max: maxIpsPerKey })}
        placeholder="203.0.113.7, 198.51.100.0/24, 2001:db8::/32"
        rows={3}
        {...form.register('ips')}
        error={text(form.formState.errors.ips?.message)}
        data-testid="key-ips"
      />
      <Group justify="space-between" mt={4} gap="xs" wrap="nowrap" align="flex-start">
        <Text size="xs" c={ipCount === 0 ? 'orange' : 'dimmed'} data-testid="key-validity-note">
          {ipCount === 0 ? t('form.noIpExpiry', { days: validityDaysWithoutIp }) : t('form.ipNoExpiry')}
        </Text>
        <Text size="xs" c={ipCount > maxIpsPerKey ? 'red' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
          {t('form.ipCount', { count: ipCount, max: maxIpsPerKey })}
        </Text>
      </Group>
    </div>
  );
}

function EnabledSwitch({ form }: { form: KeyForm }) {
  const { t } = useTranslation('api-keys');
  return (
    <Controller
      control={form.control}
      name="enabled"
      render={({ field }) => (
        <Switch
          label={t('form.enabled')}
          description={t('form.enabledHint')}
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          data-testid="key-enabled"
        />
      )}
    />
  );
}

/**
 * The fields of a key (create and edit): remark, permissions, the withdrawal scope (all, or chosen
 * address-book entries), bound IPs with the 90-day rule, and the second factor.
 */
export function KeyFields({
  form,
  addresses,
  user,
  withStatus = false,
}: {
  form: UseFormReturn<KeyFormValues, unknown, unknown>;
  addresses: WithdrawAddress[];
  user: AccountInfo | null;
  withStatus?: boolean;
}) {
  const { t } = useTranslation('api-keys');
  const text = useValidationText();
  const errors = form.formState.errors;
  const [permissions, ips, channel] = useWatch({
    control: form.control,
    name: ['permissions', 'ips', 'channel'],
  });
  const ipCount = splitIpList(ips ?? '').length;
  const withdraws = permissions?.includes('withdraw') ?? false;

  return (
    <Stack gap="md">
      <TextInput
        label={t('form.remark')}
        placeholder={t('form.remarkPlaceholder')}
        description={t('form.remarkHint', { max: remarkMax })}
        maxLength={remarkMax}
        withAsterisk
        {...form.register('remark')}
        error={text(errors.remark?.message)}
        data-testid="key-remark"
      />

      <PermissionsField form={form} />

      {withdraws && <WithdrawScopeFields form={form} addresses={addresses} ipCount={ipCount} />}

      <IpFields form={form} ipCount={ipCount} />

      {withStatus && <EnabledSwitch form={form} />}

      <SecondFactorField
        user={user}
        channel={channel ?? 'email'}
        onChannel={(c) => form.setValue('channel', c)}
        registration={form.register('code')}
        error={text(errors.code?.message)}
      />
    </Stack>
  );
}
