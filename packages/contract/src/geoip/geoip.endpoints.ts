import { describeEndpoint } from '../common/endpoint';
import type { geoipEndpointSchemas } from './geoip.endpoint-schemas';

export const geoipEndpoints = {
  getIpInfo: describeEndpoint<typeof geoipEndpointSchemas.getIpInfo>()({
    hosts: ['content'],
    method: 'GET',
    path: '/api/GeoIP/GetIPInfo',
    auth: { kind: 'anonymous' },
  }),
};
