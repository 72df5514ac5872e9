export * from './earn.enums';
