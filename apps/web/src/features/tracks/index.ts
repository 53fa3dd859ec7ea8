export { sharedTrackQuery, type TrackOwner, trackQuery } from './api/tracks';
export { TRACK_ACCEPT, TrackPanel } from './components/TrackPanel';
export { TrackView } from './components/TrackView';
