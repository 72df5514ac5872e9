export * from './payments.endpoint-schemas';
export * from './payments.endpoints';
export * from './payments.enums';
export * from './payments.rules';
export * from './payments.schemas';
export * from './webhooks.endpoint-schemas';
export * from './webhooks.endpoints';
export * from './webhooks.enums';
