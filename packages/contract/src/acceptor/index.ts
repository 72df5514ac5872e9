export * from './acceptor.endpoints';
export * from './acceptor.rules';
export * from './acceptor.schemas';
