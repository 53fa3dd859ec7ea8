export { airportPath } from './lib/place';
