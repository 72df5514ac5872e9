export * from './versioning.endpoints';
