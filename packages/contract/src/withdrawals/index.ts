export * from './withdrawals.endpoint-schemas';
export * from './withdrawals.endpoints';
export * from './withdrawals.enums';
export * from './withdrawals.rules';
export * from './withdrawals.schemas';
