export * from './airports';
export * from './companies';
export * from './fees';
export * from './fleet';
export * from './fleet-upkeep';
export * from './identity';
export * from './landing-fees';
export * from './platform';
