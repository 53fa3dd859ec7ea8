export { bookableAirplanesQuery, toggleFavourite } from './api/airplanes';
export { comingWeeksQueries, userBookingsQuery } from './api/bookings';
export { NextBookingsCard } from './components/NextBookingsCard';
