import { anonymous, describeEndpoints, routesOn } from '../common/endpoint';
import type { sandboxEndpointSchemas } from './sandbox.endpoint-schemas';

const on = routesOn(['base']);

export const sandboxEndpoints = describeEndpoints<typeof sandboxEndpointSchemas>()({
  getDemoAccounts: on.get('Basic/GetDemoAccounts', anonymous),
});
