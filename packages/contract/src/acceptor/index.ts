export * from './acceptor.schemas';
