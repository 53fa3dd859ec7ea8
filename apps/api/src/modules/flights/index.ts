export { pilotsFlownWith } from './instructed';
export { flightCompanyPermissions } from './policy';
export { recordFlight } from './record-flight';
export { default as flightRoutes } from './routes';
export { visibleFlight } from './visible-flight';
