import { anonymous, describeEndpoints, routesOn } from '../common/endpoint';
import type { basicEndpointSchemas } from './basic.endpoint-schemas';

const on = routesOn(['base', 'merchant']);

export const basicEndpoints = describeEndpoints<typeof basicEndpointSchemas>()({
  getEnum: on.get('Basic/GetEnum', anonymous),
});
