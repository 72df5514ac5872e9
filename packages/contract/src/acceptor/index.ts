export * from './acceptor.endpoint-schemas';
export * from './acceptor.endpoints';
export * from './acceptor.enums';
export * from './acceptor.rules';
export * from './acceptor.schemas';
