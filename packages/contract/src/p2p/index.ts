export * from './p2p.endpoint-schemas';
export * from './p2p.endpoints';
export * from './p2p.enums';
export * from './p2p.rules';
export * from './p2p.schemas';
