export { default as adminRoutes } from './routes';
