export { eventFeedEntries, type FeedEntry } from './feed';
export { eventCompanyPermissions } from './policy';
export { default as eventRoutes } from './routes';
