export * from './versioning.endpoint-schemas';
export * from './versioning.endpoints';
