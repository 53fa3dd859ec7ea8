export { FrequenciesCard } from './components/FrequenciesCard';
export { RunwaysCard } from './components/RunwaysCard';
export { airfieldPath, airportPath } from './lib/place';
