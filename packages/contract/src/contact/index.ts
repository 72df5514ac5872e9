export * from './contact.endpoint-schemas';
export * from './contact.endpoints';
