import { apiKeyStatus, type SecondFactor } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../security/security.module';
import {
  type ApiKeysDeps,
  expiryFor,
  keyStatusOf,
  keyView,
  notFound,
  type Permission,
  userOrThrow,
} from './api-keys.shared';

const k = apiKeyStatus.members;

export type UpdateApiKeyInput = {
  id: number;
  remark?: string | undefined;
  permissions?: Permission[] | undefined;
  withdrawScope?: 'all' | 'custom' | undefined;
  withdrawAddressIds?: number[] | undefined;
  ips?: string | undefined;
  status?: typeof k.enabled | typeof k.disabled | undefined;
} & SecondFactor;

/** Changes a key that has not expired, with the second factor; changing its IPs restarts its lifetime. */
export async function updateApiKey(
  deps: Omit<ApiKeysDeps, 'box' | 'notices'>,
  actor: Actor,
  input: UpdateApiKeyInput,
) {
  const key = await deps.repo.mine(actor.userId, input.id);
  if (!key) throw notFound();
  const at = deps.now();
  if (keyStatusOf(key, at) === k.expired)
    throw new AppError('conflict', 'This API key has expired. Delete it and create a new one.');
  const scope = input.withdrawScope ?? (key.withdrawScope as 'all' | 'custom');
  const addressIds = scope === 'all' ? [] : (input.withdrawAddressIds ?? key.withdrawAddressIds);
  if (scope === 'custom' && addressIds.length === 0)
    throw new AppError('invalidInput', 'Choose at least one withdrawal address.', [
      { field: 'withdrawAddressIds', message: 'apiKey.addressIdsRequired' },
    ]);
  const ips = input.ips ?? key.ips;
  const expiresAt = ips === key.ips ? key.expiresAt : expiryFor(ips, at);
  await deps.second.check(await userOrThrow(deps, actor.userId), input, actor.client);
  const row = await deps.repo.update(actor.userId, key.id, {
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
  return keyView(row, deps.now());
}
