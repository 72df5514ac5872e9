export * from './contact.endpoints';
