import { byRole, describeEndpoints, user } from '../common/endpoint';
import type { apiKeysEndpointSchemas } from './api-keys.endpoint-schemas';

/**
 * Spec §7 API keys. Managing keys needs a signed-in user (never a key: `user`, not `apiKey`) and,
 * for create, update and delete, the second factor.
 */
export const apiKeysEndpoints = describeEndpoints<typeof apiKeysEndpointSchemas>()({
  create: byRole.post('Basic/UserApiKey/Create', user),
  update: byRole.post('Basic/UserApiKey/Update', user),
  delete: byRole.post('Basic/UserApiKey/Delete', user),
  getList: byRole.get('Basic/UserApiKey/GetList', user),
});
