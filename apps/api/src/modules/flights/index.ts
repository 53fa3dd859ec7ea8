export { pilotsFlownWith } from './instructed';
export { recordFlight } from './record-flight';
export { default as flightRoutes } from './routes';
