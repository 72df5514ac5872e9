export * from './multisig.endpoint-schemas';
export * from './multisig.endpoints';
export * from './multisig.enums';
export * from './multisig.schemas';
export * from './multisig.typed-data';
