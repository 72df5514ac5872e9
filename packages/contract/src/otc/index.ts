export * from './otc.endpoint-schemas';
export * from './otc.endpoints';
export * from './otc.enums';
export * from './otc.rules';
export * from './otc.schemas';
