export { default as accountRoutes } from './routes';
