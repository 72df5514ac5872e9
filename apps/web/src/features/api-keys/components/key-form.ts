import {
  type ApiKeyItem,
  apiKeyCreateInputSchema,
  apiKeyStatus,
  apiKeyUpdateInputSchema,
  splitIpList,
} from '@coffer/contract/api-keys';
import type { AccountInfo } from '@coffer/contract/auth';
import type { ApiKeyPermission } from '@coffer/contract/common';
import type { Resolver } from 'react-hook-form';
import {
  codeIssue,
  type FactorChannel,
  factorChannels,
} from '../../../domain/second-factor/second-factor-field';
import { contractResolver } from '../../../lib/forms';

/** What the create and edit forms hold; ids as the select keeps them, the code in one input. */
export interface KeyFormValues {
  remark: string;
  permissions: ApiKeyPermission[];
  withdrawScope: 'all' | 'custom';
  withdrawAddressIds: string[];
  ips: string;
  /** Edit only: 0 enabled, 1 disabled. */
  enabled: boolean;
  channel: FactorChannel;
  code: string;
}

export const keyFormFields = ['remark', 'permissions', 'withdrawScope', 'withdrawAddressIds', 'ips', 'code'];

export const emptyKeyForm = (user: AccountInfo | null): KeyFormValues => ({
  remark: '',
  permissions: ['read'],
  withdrawScope: 'all',
  withdrawAddressIds: [],
  ips: '',
  enabled: true,
  channel: factorChannels(user)[0] ?? 'email',
  code: '',
});

export const keyFormOf = (key: ApiKeyItem, user: AccountInfo | null): KeyFormValues => ({
  remark: key.remark,
  permissions: key.permissions,
  withdrawScope: key.withdrawScope,
  withdrawAddressIds: key.withdrawAddressIds.map(String),
  ips: splitIpList(key.ips).join(', '),
  enabled: key.status !== apiKeyStatus.members.disabled,
  channel: factorChannels(user)[0] ?? 'email',
  code: '',
});

/** The scope only matters for a key that may withdraw; otherwise it is "all" with no addresses. */
function scopeOf(values: KeyFormValues) {
  const withdraws = values.permissions.includes('withdraw');
  const custom = withdraws && values.withdrawScope === 'custom';
  return {
    withdrawScope: custom ? ('custom' as const) : ('all' as const),
    withdrawAddressIds: custom ? values.withdrawAddressIds.map(Number) : [],
  };
}

/** The create call's fields (without the second factor), as the contract reads them. */
export const createInputOf = (values: KeyFormValues) => ({
  remark: values.remark,
  permissions: values.permissions,
  ...scopeOf(values),
  ips: values.ips,
});

/** The update call's fields: only what changed, so an unchanged IP list keeps the key's expiry. */
export function updateInputOf(values: KeyFormValues, key: ApiKeyItem) {
  const scope = scopeOf(values);
  const sameIps = splitIpList(values.ips).join(',') === splitIpList(key.ips).join(',');
  const sameScope =
    scope.withdrawScope === key.withdrawScope &&
    scope.withdrawAddressIds.join(',') === key.withdrawAddressIds.join(',');
  const status = values.enabled ? 0 : 1;
  return {
    id: key.id,
    ...(values.remark.trim() !== key.remark ? { remark: values.remark } : {}),
    ...(values.permissions.join(',') !== key.permissions.join(',')
      ? { permissions: values.permissions }
      : {}),
    ...(sameScope ? {} : scope),
    ...(sameIps ? {} : { ips: values.ips }),
    ...(status !== key.status ? { status: status as 0 | 1 } : {}),
  };
}

/** Adds the one code input's check to a resolver (the contract checks everything else). */
function withCode<Out>(base: Resolver<KeyFormValues, unknown, Out>): Resolver<KeyFormValues, unknown, Out> {
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const issue = codeIssue(values.code);
    if (!issue) return result;
    return { values: {}, errors: { ...result.errors, code: { type: 'validate', message: issue } } };
  };
}

/** The create form checks its values with the contract's own schema, as the server will. */
export const createKeyResolver = () =>
  withCode(
    contractResolver(
      () => apiKeyCreateInputSchema,
      (v: KeyFormValues) => createInputOf(v),
    ),
  );

/** The edit form: the update schema over every field, so nothing the server would refuse is sent. */
export const editKeyResolver = (key: ApiKeyItem) =>
  withCode(
    contractResolver(
      () => apiKeyUpdateInputSchema,
      (v: KeyFormValues) => ({ ...createInputOf(v), id: key.id }),
    ),
  );
