import { describeEndpoints, routesOn, user } from '../common/endpoint';
import type { apiKeysEndpointSchemas } from './api-keys.endpoint-schemas';

const on = routesOn(['base', 'merchant']);

/**
 * Spec §7 API keys. Managing keys needs a signed-in user (never a key: `user`, not `apiKey`) and,
 * for create, update and delete, the second factor.
 */
export const apiKeysEndpoints = describeEndpoints<typeof apiKeysEndpointSchemas>()({
  create: on.post('Basic/UserApiKey/Create', user),
  update: on.post('Basic/UserApiKey/Update', user),
  delete: on.post('Basic/UserApiKey/Delete', user),
  getList: on.get('Basic/UserApiKey/GetList', user),
});
