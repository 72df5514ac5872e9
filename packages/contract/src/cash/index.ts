export * from './cash.enums';
