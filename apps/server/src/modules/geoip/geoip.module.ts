import type { GeoIp } from '../../adapters/geoip/geoip';
import { geoipRoutes } from './geoip.routes';

export function createGeoIpModule(deps: { geoip: GeoIp; headerOverride: boolean }) {
  return { routes: geoipRoutes(deps.geoip, { headerOverride: deps.headerOverride }) };
}
