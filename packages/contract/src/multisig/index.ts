export * from './multisig.schemas';
