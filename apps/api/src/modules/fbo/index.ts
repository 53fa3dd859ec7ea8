export { default as pprRoutes } from './ppr-routes';
export { default as recurringRoutes } from './recurring-routes';
export { default as fboRoutes } from './routes';
