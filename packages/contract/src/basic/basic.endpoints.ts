import { appPath, describeEndpoint } from '../common/endpoint';
import type { basicEndpointSchemas } from './basic.endpoint-schemas';

export const basicEndpoints = {
  getEnum: describeEndpoint<typeof basicEndpointSchemas.getEnum>()({
    hosts: ['base', 'merchant'],
    method: 'GET',
    path: appPath('Basic/GetEnum'),
    auth: { kind: 'anonymous' },
  }),
};
