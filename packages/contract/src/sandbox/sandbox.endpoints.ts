import { anonymous, describeEndpoints, onBase } from '../common/endpoint';
import type { sandboxEndpointSchemas } from './sandbox.endpoint-schemas';

export const sandboxEndpoints = describeEndpoints<typeof sandboxEndpointSchemas>()({
  getDemoAccounts: onBase.get('Basic/GetDemoAccounts', anonymous),
});
