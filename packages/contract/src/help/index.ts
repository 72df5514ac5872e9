export * from './help.endpoints';
