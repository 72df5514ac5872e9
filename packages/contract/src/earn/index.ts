export * from './earn.schemas';
