export { default as companyAdminRoutes } from './routes';
