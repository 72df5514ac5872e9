import { endpoints } from '@coffer/contract';
import type { GeoIp } from '../../adapters/geoip/geoip';
import { route } from '../../plugins/routes';

const countryHeader = 'x-geoip-country';

/** With the override on (tests, demos), `x-geoip-country: GB` stands in for the lookup. */
export const geoipRoutes = (geoip: GeoIp, options: { headerOverride: boolean }) => [
  route(endpoints.geoip.getIpInfo, async ({ request }) => {
    const override = request.headers[countryHeader];
    if (options.headerOverride && typeof override === 'string' && /^[A-Za-z]{2}$/.test(override))
      return { ISOCode: override.toUpperCase() };
    return { ISOCode: geoip.countryOf(request.ip) };
  }),
];
