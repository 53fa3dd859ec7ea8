export { packageQuery } from './api/packages';
