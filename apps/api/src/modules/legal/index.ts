export { default as legalRoutes } from './routes';
