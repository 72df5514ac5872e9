export * from './notices.endpoint-schemas';
export * from './notices.endpoints';
