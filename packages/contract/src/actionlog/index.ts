export * from './actionlog.endpoints';
export * from './actionlog.schemas';
