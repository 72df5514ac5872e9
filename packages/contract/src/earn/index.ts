export * from './earn.endpoint-schemas';
export * from './earn.endpoints';
export * from './earn.enums';
export * from './earn.rules';
export * from './earn.schemas';
