export { bookableAirplanesQuery, toggleFavourite } from './api/airplanes';
export { useBookingRights } from './api/rights';
export { NextBookingsCard } from './components/NextBookingsCard';
