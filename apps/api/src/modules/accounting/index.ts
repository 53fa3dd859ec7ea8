export { default as accountingRoutes } from './routes';
