export { markAllRead, markRead, notificationsQuery, notificationTarget } from './api/notifications';
