export * from './kyc.endpoint-schemas';
export * from './kyc.endpoints';
export * from './kyc.enums';
export * from './kyc.schemas';
