export { eventsQuery, upcomingEventsQuery } from './api/events';
export { UpcomingEventsCard } from './components/UpcomingEventsCard';
