export * from './security.endpoint-schemas';
export * from './security.endpoints';
export * from './security.enums';
export * from './security.schemas';
