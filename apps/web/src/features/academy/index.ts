export { questionnairesQuery } from './api/academy';
