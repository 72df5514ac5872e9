export * from './multisig.enums';
export * from './multisig.schemas';
