export * from './p2p.schemas';
