export * from './api-keys.endpoint-schemas';
export * from './api-keys.endpoints';
export * from './api-keys.enums';
export * from './api-keys.schemas';
