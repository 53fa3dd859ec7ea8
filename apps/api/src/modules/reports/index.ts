export { reportCompanyPermissions } from './policy';
export { default as reportRoutes } from './routes';
