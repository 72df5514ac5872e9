export * from './geoip.endpoints';
