export * from './account.enums';
export * from './account.schemas';
export * from './auth.endpoint-schemas';
export * from './auth.endpoints';
export * from './auth.schemas';
export * from './session.endpoint-schemas';
export * from './session.endpoints';
