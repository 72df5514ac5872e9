export * from './deposits.endpoint-schemas';
export * from './deposits.endpoints';
export * from './deposits.enums';
export * from './deposits.schemas';
