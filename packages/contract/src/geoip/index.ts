export * from './geoip.endpoint-schemas';
export * from './geoip.endpoints';
