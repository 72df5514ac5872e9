export * from './basic.endpoints';
export * from './status-enums';
