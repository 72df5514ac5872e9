export * from './settings.endpoint-schemas';
export * from './settings.endpoints';
export * from './settings.schemas';
