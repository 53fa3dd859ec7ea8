export { exportCompanyPermissions } from './policy';
export { default as exportRoutes } from './routes';
