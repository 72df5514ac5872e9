export * from './actionlog.endpoint-schemas';
export * from './actionlog.endpoints';
export * from './actionlog.schemas';
