export { notify } from './notify';
export { default as notificationRoutes } from './routes';
