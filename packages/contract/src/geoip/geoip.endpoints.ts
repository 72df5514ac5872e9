import { anonymous, describeEndpoints, routesOn } from '../common/endpoint';
import type { geoipEndpointSchemas } from './geoip.endpoint-schemas';

const api = routesOn(['content'], '/api/');

export const geoipEndpoints = describeEndpoints<typeof geoipEndpointSchemas>()({
  getIpInfo: api.get('GeoIP/GetIPInfo', anonymous),
});
