export * from './convert.endpoint-schemas';
export * from './convert.endpoints';
export * from './convert.enums';
export * from './convert.rules';
export * from './convert.schemas';
