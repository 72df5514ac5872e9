export * from './settings.endpoints';
export * from './settings.schemas';
