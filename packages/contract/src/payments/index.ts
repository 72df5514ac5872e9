export * from './webhooks.endpoint-schemas';
export * from './webhooks.endpoints';
export * from './webhooks.enums';
