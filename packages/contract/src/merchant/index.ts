export * from './cloud-wallet.endpoint-schemas';
export * from './cloud-wallet.endpoints';
export * from './merchant.schemas';
export * from './report.endpoint-schemas';
export * from './report.endpoints';
export * from './report.schemas';
