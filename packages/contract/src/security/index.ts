export * from './security.endpoints';
export * from './security.schemas';
