export { bookableAirplanesQuery, toggleFavourite } from './api/airplanes';
export { userBookingsQuery } from './api/bookings';
export { NextBookingsCard } from './components/NextBookingsCard';
