export * from './airports';
export * from './companies';
export * from './identity';
export * from './platform';
