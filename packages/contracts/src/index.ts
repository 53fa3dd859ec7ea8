export * from './common';
export * from './identity';
