export * from './p2p.enums';
export * from './p2p.schemas';
