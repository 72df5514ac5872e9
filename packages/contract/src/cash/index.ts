export * from './cash.schemas';
