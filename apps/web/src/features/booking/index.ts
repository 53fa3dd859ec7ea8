export { bookableAirplanesQuery, toggleFavourite } from './api/airplanes';
export { userBookingsQuery } from './api/bookings';
export { useBookingRights } from './api/rights';
export { NextBookingsCard } from './components/NextBookingsCard';
