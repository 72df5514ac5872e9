export * from './sandbox.endpoint-schemas';
export * from './sandbox.endpoints';
