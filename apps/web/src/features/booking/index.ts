export { bookableAirplanesQuery, toggleFavourite } from './api/airplanes';
export { NextBookingsCard } from './components/NextBookingsCard';
