export { workHourCompanyPermissions } from './policy';
export { default as workHourRoutes } from './routes';
