import ipaddr from 'ipaddr.js';
import type { GeoIp } from './geoip';

/**
 * A GeoIP database in miniature: the documentation ranges of RFC 5737 and RFC 3849 stand for
 * countries, so tests and demos can come "from" the UK or the UAE. Like a real database it answers
 * nothing for private and loopback addresses.
 */
const sandboxRanges: ReadonlyArray<readonly [string, string]> = [
  ['192.0.2.0/24', 'US'],
  ['198.51.100.0/25', 'GB'],
  ['198.51.100.128/25', 'AE'],
  ['203.0.113.0/25', 'CN'],
  ['203.0.113.128/25', 'HK'],
  ['2001:db8::/33', 'DE'],
  ['2001:db8:8000::/33', 'SG'],
];

export function createSandboxGeoIp(ranges = sandboxRanges): GeoIp {
  const parsed = ranges.map(([cidr, country]) => ({ range: ipaddr.parseCIDR(cidr), country }));
  return {
    countryOf(ip) {
      if (!ipaddr.isValid(ip)) return '';
      let address = ipaddr.parse(ip);
      if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress())
        address = (address as ipaddr.IPv6).toIPv4Address();
      for (const { range, country } of parsed) {
        if (address.kind() === range[0].kind() && address.match(range)) return country;
      }
      return '';
    },
  };
}
