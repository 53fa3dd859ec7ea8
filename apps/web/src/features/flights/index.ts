export { flightQuery } from './api/flights';
export { AirplaneTechLog } from './components/AirplaneTechLog';
export { RecordFlightButton } from './components/RecordFlightButton';
