export * from './cash.endpoint-schemas';
export * from './cash.endpoints';
export * from './cash.enums';
export * from './cash.rules';
export * from './cash.schemas';
