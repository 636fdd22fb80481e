export * from './pricing';
export * from './rpc/contract';
export * from './rpc/errors';
