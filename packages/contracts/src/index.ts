export * from './admin';
export * from './common';
export * from './companies';
export * from './identity';
export * from './memberships';
