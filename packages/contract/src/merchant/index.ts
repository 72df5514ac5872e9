export * from './merchant.endpoint-schemas';
export * from './merchant.endpoints';
export * from './merchant.enums';
export * from './merchant.rules';
export * from './merchant.schemas';
