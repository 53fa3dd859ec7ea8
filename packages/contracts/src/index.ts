export * from './admin';
export * from './booking';
export * from './common';
export * from './companies';
export * from './identity';
export * from './licences';
export * from './memberships';
