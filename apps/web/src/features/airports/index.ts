export { airfieldPath, airportPath } from './lib/place';
