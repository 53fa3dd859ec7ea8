import { type Message, message } from './message';

/**
 * Every message the track API sends, word for word, in English. Each has a stable code and params the
 * web translates by (apps/web/src/locales/de/errors.json and its en and no siblings).
 */
export const trackMessages = {
  notATrack: message('track.not_a_track', {}, 'The file is not a flight track: upload a GPX, IGC or KML file.'),
  unreadable: (format: string) =>
    message('track.unreadable', { format }, `The ${format} file could not be read: it is damaged or incomplete.`),
  tooFewPoints: message('track.too_few_points', {}, 'The file holds fewer than two positions, so there is no track to show.'),
  badPosition: message('track.bad_position', {}, 'The file holds a position outside the earth’s coordinates.'),
  tooManyPoints: (points: number) =>
    message('track.too_many_points', { points }, `A track may hold at most ${points} positions.`),
  notShared: message('track.not_shared', {}, 'This link is not valid any more: the track is no longer shared.'),
} as const satisfies Record<string, Message | ((...values: never[]) => Message)>;
