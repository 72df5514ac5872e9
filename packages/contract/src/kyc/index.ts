export * from './kyc.endpoints';
export * from './kyc.schemas';
