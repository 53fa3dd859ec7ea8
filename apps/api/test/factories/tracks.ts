import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../src/db/client';
import { storeTrack, type TrackOwner } from '../../src/modules/tracks';

const SAMPLES = join(import.meta.dirname, '../../src/modules/tracks/samples');

/** Real-world-like track files: a phone's GPX (EDTY → EDTH), a glider logger's IGC (EDPJ), Google Earth's KML (EDNY → EDTM). */
export const TRACK_SAMPLES = {
  gpx: 'phone-edty-edth.gpx',
  igc: 'logger-edpj.igc',
  kml: 'friedrichshafen-mengen.kml',
} as const;

export const sampleTrack = (name: string) => readFileSync(join(SAMPLES, name));

/** A browser's file upload: multipart form data with the file in the field `file`. */
export function multipartUpload(content: Buffer, fileName = 'upload', declared = 'application/octet-stream') {
  const boundary = 'portal-track-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${declared}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A track stored through the service (load the airport fixture first for its airfields). */
export function buildTrack(db: Database, owner: TrackOwner, userId: number, sample: string = TRACK_SAMPLES.gpx) {
  return storeTrack(db, owner, userId, { content: sampleTrack(sample), fileName: sample });
}
