export * from './assets.endpoint-schemas';
export * from './assets.endpoints';
export * from './assets.enums';
export * from './assets.rules';
export * from './assets.schemas';
