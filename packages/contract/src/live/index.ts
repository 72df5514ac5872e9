export * from './live.schemas';
