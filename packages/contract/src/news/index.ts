export * from './news.endpoint-schemas';
export * from './news.endpoints';
