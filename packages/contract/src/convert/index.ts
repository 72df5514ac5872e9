export * from './convert.endpoints';
export * from './convert.rules';
export * from './convert.schemas';
