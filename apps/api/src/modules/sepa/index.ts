export { default as collectionRoutes } from './collection-routes';
export { createCollection } from './create-collection';
export { default as mandateRoutes } from './mandate-routes';
export { sepaCompanyPermissions } from './policy';
export { confirmCollection } from './settle-collection';
