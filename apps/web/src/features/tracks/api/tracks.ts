import { sharedTrackSchema, trackSchema, trackShareSchema } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/client';
import { queryClient } from '../../../lib/queryClient';
import { trackKeys } from '../../../lib/queryKeys';

/** What a track hangs on: a company flight or a logbook line. */
export interface TrackOwner {
  kind: 'flight' | 'entry';
  id: number;
}

const keyOf = (owner: TrackOwner) => trackKeys.of(owner.kind === 'flight' ? 'flights' : 'logbook-entries', owner.id);
const pathOf = (owner: TrackOwner) =>
  owner.kind === 'flight' ? `/api/flights/${owner.id}/track` : `/api/logbook/entries/${owner.id}/track`;

export const trackQuery = (owner: TrackOwner) =>
  queryOptions({
    queryKey: keyOf(owner),
    queryFn: async ({ signal }) => (await api.get(pathOf(owner), z.object({ data: trackSchema.nullable() }), {}, signal)).data,
  });

export const sharedTrackQuery = (token: string) =>
  queryOptions({
    queryKey: trackKeys.shared(token),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/shared/tracks/${token}`, z.object({ data: sharedTrackSchema }), {}, signal)).data,
    retry: false,
  });

const refresh = () => queryClient.invalidateQueries({ queryKey: trackKeys.all });

/** The file goes as multipart form data in the field `file`; the server reads what it really is. */
export async function uploadTrack(owner: TrackOwner, file: File) {
  const body = new FormData();
  body.append('file', file);
  const track = (await api.post(pathOf(owner), body, z.object({ data: trackSchema }))).data;
  await refresh();
  return track;
}

export async function deleteTrack(owner: TrackOwner) {
  await api.delete(pathOf(owner));
  await refresh();
}

/** A new secret link (the last one stops working); the server shows it this once. */
export async function shareTrack(trackId: number) {
  const { url } = (await api.post(`/api/tracks/${trackId}/share`, {}, z.object({ data: trackShareSchema }))).data;
  await refresh();
  return url;
}

export async function unshareTrack(trackId: number) {
  await api.delete(`/api/tracks/${trackId}/share`);
  await refresh();
}
