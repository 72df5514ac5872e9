export * from './deposits.endpoints';
export * from './deposits.schemas';
