import {
  type ApiKeyItem,
  type ApiKeyPermission,
  type ApiKeyStatus,
  apiKeyPermission,
  apiKeyStatus,
  constants,
  type SecondFactor,
} from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { randomToken } from '../../lib/secrets';
import type { UsersRepo } from '../auth/auth.module';
import type { Actor, SecondFactorCheck, SecurityLog, SecurityNotices } from '../security/security.module';
import type { ApiKeyRow, ApiKeysRepo } from './api-keys.repo';

const { maxPerUser, validityDaysWithoutIp } = constants.apiKeys;
const { secretBytes } = constants.apiSignature;
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

type Permission = ApiKeyPermission;

/** §6: `trade` also reads account info, quotes and orders, so it includes `read`. */
export function effectivePermissions(granted: readonly string[]): Set<Permission> {
  const set = new Set(
    granted.filter((p): p is Permission => (apiKeyPermission as readonly string[]).includes(p)),
  );
  if (set.has('trade')) set.add('read');
  return set;
}

export const secretAad = (accessKey: string) => `apikey:${accessKey}`;

const k = apiKeyStatus.members;

/** API keys of the user (Basic/UserApiKey/*): at most 20, the secret shown once, every change with the second factor. */
export function createApiKeysService(deps: ApiKeysDeps) {
  const { repo, now } = deps;

  // Expired is not stored: it follows from expiresAt, whatever the stored status.
  const statusOf = (row: ApiKeyRow, at: Date): ApiKeyStatus =>
    row.expiresAt && row.expiresAt <= at ? k.expired : row.status === k.disabled ? k.disabled : k.enabled;

  const view = (row: ApiKeyRow): ApiKeyItem => ({
    id: row.id,
    remark: row.remark,
    accessKey: row.accessKey,
    permissions: row.permissions as Permission[],
    withdrawScope: row.withdrawScope as 'all' | 'custom',
    withdrawAddressIds: row.withdrawAddressIds,
    ips: row.ips,
    status: statusOf(row, now()),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  });

  /** A key without bound IPs lives 90 days (§9); binding IPs lifts the limit. */
  const expiryFor = (ips: string, at: Date) =>
    ips === '' ? new Date(at.getTime() + validityDaysWithoutIp * dayMs) : null;

  const userOf = async (userId: number) => {
    const user = await deps.users.byId(userId);
    if (!user) throw new AppError('userNotFound');
    return user;
  };
  const tooMany = () =>
    new AppError('invalidInput', `You can have up to ${maxPerUser} API keys. Delete one first.`);
  const notFound = () => new AppError('notFound', 'No such API key.');

  return {
    async list(userId: number) {
      const rows = await repo.listOf(userId);
      return { totalCount: rows.length, items: rows.map(view) };
    },

    async create(
      actor: Actor,
      input: {
        remark: string;
        permissions: Permission[];
        withdrawScope: 'all' | 'custom';
        withdrawAddressIds: number[];
        ips: string;
      } & SecondFactor,
    ) {
      const user = await userOf(actor.userId);
      // Told before the second factor, so a full list costs the user no codes.
      if ((await repo.countOf(user.id)) >= maxPerUser) throw tooMany();
      await deps.second.check(user, input, actor.client);
      const at = now();
      const accessKey = randomToken(24);
      const secretKey = randomToken(secretBytes);
      const row = await repo.insertCapped(
        {
          userId: user.id,
          accessKey,
          secretSealed: deps.box.seal(new TextEncoder().encode(secretKey), secretAad(accessKey)),
          remark: input.remark,
          permissions: input.permissions,
          withdrawScope: input.withdrawScope,
          withdrawAddressIds: input.withdrawScope === 'custom' ? input.withdrawAddressIds : [],
          ips: input.ips,
          expiresAt: expiryFor(input.ips, at),
          createdAt: at,
          updatedAt: at,
        },
        maxPerUser,
      );
      if (!row) throw tooMany();
      await deps.log.record({
        userId: user.id,
        operation: 'createApiKey',
        detail: `#${row.id} ${input.permissions.join('+')}`,
        client: actor.client,
      });
      await deps.notices.tell(user, 'apiKeyCreated', actor.language);
      return { ...view(row), secretKey };
    },

    async update(
      actor: Actor,
      input: {
        id: number;
        remark?: string | undefined;
        permissions?: Permission[] | undefined;
        withdrawScope?: 'all' | 'custom' | undefined;
        withdrawAddressIds?: number[] | undefined;
        ips?: string | undefined;
        status?: typeof k.enabled | typeof k.disabled | undefined;
      } & SecondFactor,
    ) {
      const key = await repo.mine(actor.userId, input.id);
      if (!key) throw notFound();
      const at = now();
      if (statusOf(key, at) === 2)
        throw new AppError('conflict', 'This API key has expired. Delete it and create a new one.');
      const scope = input.withdrawScope ?? (key.withdrawScope as 'all' | 'custom');
      const addressIds = scope === 'all' ? [] : (input.withdrawAddressIds ?? key.withdrawAddressIds);
      if (scope === 'custom' && addressIds.length === 0)
        throw new AppError('invalidInput', 'Choose at least one withdrawal address.', [
          { field: 'withdrawAddressIds', message: 'apiKey.addressIdsRequired' },
        ]);
      const ips = input.ips ?? key.ips;
      const expiresAt = ips === key.ips ? key.expiresAt : expiryFor(ips, at);
      await deps.second.check(await userOf(actor.userId), input, actor.client);
      const row = await repo.update(actor.userId, key.id, {
        remark: input.remark ?? key.remark,
        permissions: input.permissions ?? key.permissions,
        withdrawScope: scope,
        withdrawAddressIds: addressIds,
        ips,
        expiresAt,
        status: input.status ?? key.status,
        updatedAt: at,
      });
      if (!row) throw notFound();
      await deps.log.record({
        userId: actor.userId,
        operation: 'updateApiKey',
        detail: `#${key.id}`,
        client: actor.client,
      });
      return view(row);
    },

    async remove(actor: Actor, input: { id: number } & SecondFactor) {
      const key = await repo.mine(actor.userId, input.id);
      if (!key) throw notFound();
      const user = await userOf(actor.userId);
      await deps.second.check(user, input, actor.client);
      if (!(await repo.remove(actor.userId, key.id))) throw notFound();
      await deps.log.record({
        userId: actor.userId,
        operation: 'deleteApiKey',
        detail: `#${key.id}`,
        client: actor.client,
      });
      await deps.notices.tell(user, 'apiKeyDeleted', actor.language);
      return true;
    },

    statusOf,
  };
}
export type ApiKeysService = ReturnType<typeof createApiKeysService>;
