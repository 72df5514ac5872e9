export * from './address-book.endpoints';
export * from './address-book.schemas';
