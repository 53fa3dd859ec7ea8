export { airportDetail } from './airport-detail';
export { airportsById } from './find-airport';
export { airportFilesIn, configuredAirportFiles, loadAirports } from './load-airports';
export { type NearestAirfield, nearestAirfield } from './nearest-airfield';
export { presentAirport } from './presenter';
export { default as airportRoutes } from './routes';
export type { AirportRow } from './search-airports';
