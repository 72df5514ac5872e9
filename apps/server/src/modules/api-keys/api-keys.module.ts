import type { SecondFactor } from '@coffer/contract';
import type { Db } from '../../db/client';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limiter';
import { createSecretBox } from '../../lib/secret-box';
import type { UsersRepo } from '../auth/auth.module';
import type { Actor, SecondFactorCheck, SecurityLog, SecurityNotices } from '../security/security.module';
import { createApiKeyAuthenticator } from './api-key-auth';
import { createApiKeysRepo } from './api-keys.repo';
import { createSignedWrites } from './signed-writes';

export { idempotencyKeyOf } from './signed-writes';

import { apiKeysRoutes } from './api-keys.routes';
import type { ApiKeysDeps } from './api-keys.shared';
import { type CreateApiKeyInput, createApiKey } from './create-api-key';
import { listApiKeys } from './list-api-keys';
import { removeApiKey } from './remove-api-key';
import { type UpdateApiKeyInput, updateApiKey } from './update-api-key';

/** API keys of the user (Basic/UserApiKey/*): at most 20, the secret shown once, every change with the second factor. */
function createApiKeysService(deps: ApiKeysDeps) {
  return {
    list: (userId: number) => listApiKeys(deps, userId),
    create: (actor: Actor, input: CreateApiKeyInput) => createApiKey(deps, actor, input),
    update: (actor: Actor, input: UpdateApiKeyInput) => updateApiKey(deps, actor, input),
    remove: (actor: Actor, input: { id: number } & SecondFactor) => removeApiKey(deps, actor, input),
  };
}
export type ApiKeysService = ReturnType<typeof createApiKeysService>;

/** API keys (their calls) and the authenticator of signed API requests every route may use. */
export function createApiKeysModule(deps: {
  db: Db;
  now: () => Date;
  users: UsersRepo;
  /** Seals API-key secrets. */
  secretsKey: Uint8Array;
  second: SecondFactorCheck;
  log: SecurityLog;
  notices: SecurityNotices;
  /** Counts each key's calls: the shared one (Redis with REDIS_URL), else the database's. */
  limiter?: RateLimiter;
}) {
  const { users, now } = deps;
  const box = createSecretBox(deps.secretsKey, 'apiKey');
  const repo = createApiKeysRepo(deps.db);
  const service = createApiKeysService({ ...deps, repo, box });
  return {
    routes: apiKeysRoutes(service),
    authenticator: createApiKeyAuthenticator({
      repo,
      users,
      box,
      now,
      limiter: deps.limiter ?? createRateLimiter(deps.db, now),
    }),
    /** Signed writes once per Idempotency-Key. */
    signedWrites: createSignedWrites(deps.db, now),
  };
}
