import { anonymous, byRole, describeEndpoints } from '../common/endpoint';
import type { basicEndpointSchemas } from './basic.endpoint-schemas';

export const basicEndpoints = describeEndpoints<typeof basicEndpointSchemas>()({
  getEnum: byRole.get('Basic/GetEnum', anonymous),
});
