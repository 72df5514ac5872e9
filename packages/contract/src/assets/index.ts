export * from './assets.endpoints';
export * from './assets.rules';
export * from './assets.schemas';
