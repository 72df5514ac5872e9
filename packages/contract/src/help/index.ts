export * from './help.endpoint-schemas';
export * from './help.endpoints';
