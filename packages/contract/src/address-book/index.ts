export * from './address-book.endpoint-schemas';
export * from './address-book.endpoints';
export * from './address-book.schemas';
