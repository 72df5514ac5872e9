export * from './notices.endpoints';
