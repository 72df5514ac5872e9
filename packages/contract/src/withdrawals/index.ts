export * from './withdrawals.endpoints';
export * from './withdrawals.rules';
export * from './withdrawals.schemas';
