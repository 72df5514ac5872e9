import { anonymous, contentApi, describeEndpoints } from '../common/endpoint';
import type { geoipEndpointSchemas } from './geoip.endpoint-schemas';

export const geoipEndpoints = describeEndpoints<typeof geoipEndpointSchemas>()({
  getIpInfo: contentApi.get('GeoIP/GetIPInfo', anonymous),
});
