export { mailingCompanyPermissions } from './policy';
export { default as mailingRoutes } from './routes';
