import {
  type ApiKeyItem,
  type ApiKeyPermission,
  type ApiKeyStatus,
  apiKeyPermission,
  apiKeyStatus,
  constants,
} from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import type { UsersRepo } from '../auth/auth.module';

export { userOrThrow } from '../auth/auth.module';

import type { SecondFactorCheck, SecurityLog, SecurityNotices } from '../security/security.module';
import type { ApiKeyRow, ApiKeysRepo } from './api-keys.repo';

export const { maxPerUser, validityDaysWithoutIp } = constants.apiKeys;
const dayMs = 86_400_000;

export interface ApiKeysDeps {
  repo: ApiKeysRepo;
  users: UsersRepo;
  now: () => Date;
  box: SecretBox;
  second: SecondFactorCheck;
  log: SecurityLog;
  notices: SecurityNotices;
}

export type Permission = ApiKeyPermission;

/**
 * §6: `trade` also reads account info, quotes and orders, so it includes `read`; so does
 * `withdraw` (a key that withdraws lists its withdrawals and reads its balances).
 */
export function effectivePermissions(granted: readonly string[]): Set<Permission> {
  const set = new Set(
    granted.filter((p): p is Permission => (apiKeyPermission as readonly string[]).includes(p)),
  );
  if (set.has('trade') || set.has('withdraw')) set.add('read');
  return set;
}

export const secretAad = (accessKey: string) => `apikey:${accessKey}`;

const k = apiKeyStatus.members;

// Expired is not stored: it follows from expiresAt, whatever the stored status.
export const keyStatusOf = (row: ApiKeyRow, at: Date): ApiKeyStatus =>
  row.expiresAt && row.expiresAt <= at ? k.expired : row.status === k.disabled ? k.disabled : k.enabled;

/** A key as the API shows it (never its secret), with its status at `at`. */
export const keyView = (row: ApiKeyRow, at: Date): ApiKeyItem => ({
  id: row.id,
  remark: row.remark,
  accessKey: row.accessKey,
  permissions: row.permissions as Permission[],
  withdrawScope: row.withdrawScope as 'all' | 'custom',
  withdrawAddressIds: row.withdrawAddressIds,
  ips: row.ips,
  status: keyStatusOf(row, at),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** A key without bound IPs lives 90 days (§9); binding IPs lifts the limit. */
export const expiryFor = (ips: string, at: Date) =>
  ips === '' ? new Date(at.getTime() + validityDaysWithoutIp * dayMs) : null;

export const tooMany = () =>
  new AppError('invalidInput', `You can have up to ${maxPerUser} API keys. Delete one first.`);
export const notFound = () => new AppError('notFound', 'No such API key.');
