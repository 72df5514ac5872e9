export * from './basic.endpoint-schemas';
export * from './basic.endpoints';
export * from './status-enums';
