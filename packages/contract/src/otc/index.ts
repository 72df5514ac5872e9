export * from './otc.endpoints';
export * from './otc.rules';
export * from './otc.schemas';
