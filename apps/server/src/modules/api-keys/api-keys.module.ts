import type { Db } from '../../db/client';
import { createSecretBox } from '../../lib/secret-box';
import type { UsersRepo } from '../auth/auth.module';
import type { SecondFactorCheck, SecurityLog, SecurityNotices } from '../security/security.module';
import { createApiKeyAuthenticator } from './api-key-auth';
import { createApiKeysRepo } from './api-keys.repo';
import { apiKeysRoutes } from './api-keys.routes';
import { createApiKeysService } from './api-keys.service';

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
}) {
  const { users, now } = deps;
  const box = createSecretBox(deps.secretsKey, 'apiKey');
  const repo = createApiKeysRepo(deps.db);
  const service = createApiKeysService({ ...deps, repo, box });
  return {
    routes: apiKeysRoutes(service),
    authenticator: createApiKeyAuthenticator({ repo, users, box, now }),
  };
}
