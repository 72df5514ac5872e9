export * from './api-keys.endpoints';
export * from './api-keys.schemas';
