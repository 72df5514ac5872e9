export * from './global-account.endpoint-schemas';
export * from './global-account.endpoints';
export * from './global-account.enums';
export * from './global-account.rules';
export * from './global-account.schemas';
