export { storeTrack } from './attach-track';
export type { TrackOwner } from './queries';
export { default as trackRoutes } from './routes';
export { default as trackShareRoutes } from './share-routes';
