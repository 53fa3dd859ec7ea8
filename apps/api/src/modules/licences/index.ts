export { default as licenceRoutes } from './routes';
export { licenceProblems } from './validity';
