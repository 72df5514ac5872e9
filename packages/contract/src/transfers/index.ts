export * from './transfers.endpoints';
export * from './transfers.rules';
export * from './transfers.schemas';
