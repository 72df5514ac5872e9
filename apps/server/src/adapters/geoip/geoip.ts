/** Country of an IP address, ISO 3166-1 alpha-2, or '' when unknown (private, local, unlisted). */
export interface GeoIp {
  countryOf(ip: string): string;
}
