export * from './sandbox.endpoints';
