export { default as clubDocumentRoutes } from './document-routes';
export { createDocument } from './documents';
export { default as documentFolderRoutes } from './folder-routes';
export { documentCompanyPermissions } from './policy';
