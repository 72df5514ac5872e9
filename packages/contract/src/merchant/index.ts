export * from './merchant.schemas';
