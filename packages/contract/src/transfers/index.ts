export * from './transfers.endpoint-schemas';
export * from './transfers.endpoints';
export * from './transfers.rules';
export * from './transfers.schemas';
