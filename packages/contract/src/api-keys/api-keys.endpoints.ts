import { appPath, describeEndpoint } from '../common/endpoint';
import type { apiKeysEndpointSchemas } from './api-keys.endpoint-schemas';

const both = ['base', 'merchant'] as const;

/**
 * Spec §7 API keys. Managing keys needs a signed-in user (never a key: `user`, not `apiKey`) and,
 * for create, update and delete, the second factor.
 */
export const apiKeysEndpoints = {
  create: describeEndpoint<typeof apiKeysEndpointSchemas.create>()({
    hosts: both,
    method: 'POST',
    path: appPath('Basic/UserApiKey/Create'),
    auth: { kind: 'user' },
  }),
  update: describeEndpoint<typeof apiKeysEndpointSchemas.update>()({
    hosts: both,
    method: 'POST',
    path: appPath('Basic/UserApiKey/Update'),
    auth: { kind: 'user' },
  }),
  delete: describeEndpoint<typeof apiKeysEndpointSchemas.delete>()({
    hosts: both,
    method: 'POST',
    path: appPath('Basic/UserApiKey/Delete'),
    auth: { kind: 'user' },
  }),
  getList: describeEndpoint<typeof apiKeysEndpointSchemas.getList>()({
    hosts: both,
    method: 'GET',
    path: appPath('Basic/UserApiKey/GetList'),
    auth: { kind: 'user' },
  }),
};
