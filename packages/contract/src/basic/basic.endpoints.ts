import { anonymous, byRole, describeEndpoints } from '../common/endpoint';
import type { basicEndpointSchemas } from './basic.endpoint-schemas';

export const basicEndpoints = describeEndpoints<typeof basicEndpointSchemas>()({
  getEnum: byRole.get('Basic/GetEnum', anonymous),
  /** The server's clock, for signed API clients to fix their X-Api-Timestamp (public). */
  getServerTime: byRole.get('Basic/GetServerTime', anonymous, { summary: "The server's clock" }),
});
