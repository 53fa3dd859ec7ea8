export { default as exportRoutes } from './routes';
