import { appPath, describeEndpoint } from '../common/endpoint';
import type { sandboxEndpointSchemas } from './sandbox.endpoint-schemas';

export const sandboxEndpoints = {
  getDemoAccounts: describeEndpoint<typeof sandboxEndpointSchemas.getDemoAccounts>()({
    hosts: ['base'],
    method: 'GET',
    path: appPath('Basic/GetDemoAccounts'),
    auth: { kind: 'anonymous' },
  }),
};
