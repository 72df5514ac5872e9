export * from './news.endpoints';
