export { default as platformRoutes } from './routes';
