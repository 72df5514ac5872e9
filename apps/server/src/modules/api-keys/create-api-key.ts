import { constants, type SecondFactor } from '@coffer/contract';
import { randomToken } from '../../lib/secrets';
import type { Actor } from '../security/security.module';
import {
  type ApiKeysDeps,
  expiryFor,
  keyView,
  maxPerUser,
  type Permission,
  secretAad,
  tooMany,
  userOrThrow,
} from './api-keys.shared';

export type CreateApiKeyInput = {
  remark: string;
  permissions: Permission[];
  withdrawScope: 'all' | 'custom';
  withdrawAddressIds: number[];
  ips: string;
} & SecondFactor;

/** A new key (at most 20 per user) with the second factor; its secret is shown this once, sealed at rest. */
export async function createApiKey(deps: ApiKeysDeps, actor: Actor, input: CreateApiKeyInput) {
  const user = await userOrThrow(deps, actor.userId);
  // Told before the second factor, so a full list costs the user no codes.
  if ((await deps.repo.countOf(user.id)) >= maxPerUser) throw tooMany();
  await deps.second.check(user, input, actor.client);
  const at = deps.now();
  const accessKey = randomToken(24);
  const secretKey = randomToken(constants.apiSignature.secretBytes);
  const row = await deps.repo.insertCapped(
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
  return { ...keyView(row, deps.now()), secretKey };
}
