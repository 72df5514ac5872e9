export * from './account.schemas';
export * from './auth.endpoints';
export * from './auth.schemas';
export * from './session.endpoints';
