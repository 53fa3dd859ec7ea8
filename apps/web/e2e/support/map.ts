import { inflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';

/** A row of a map pin (a button named by its description), e.g. /^D-EHLB, Einsatzbereit/. */
export const mapPin = (page: Page, name: string | RegExp) => page.locator('.maplibregl-marker').getByRole('button', { name });

/** Waits until the map has loaded and drawn the towns and airfields of its view (it is not busy). */
export const placesDrawn = (page: Page) => page.locator('.maplibregl-map[aria-busy="false"]').waitFor({ timeout: 30_000 });

/** The whole pin (its card) that holds a row, to see which markers were gathered together. */
export const pinOf = (row: Locator) => row.locator('xpath=ancestor::div[contains(@class, "maplibregl-marker")]');

/** Colours of a PNG as screenshots come (8 bit, RGB or RGBA, not interlaced), as 0xRRGGBB per pixel. */
function pixels(png: Buffer): number[] {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 4;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      channels = body[9] === 6 ? 4 : 3;
    } else if (type === 'IDAT') data.push(body);
    offset += length + 12;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows: Uint8Array[] = [];
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] ?? 0;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const above = rows[y - 1] ?? new Uint8Array(stride);
    const row = new Uint8Array(stride);
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? (row[x - channels] ?? 0) : 0;
      const up = above[x] ?? 0;
      const upLeft = x >= channels ? (above[x - channels] ?? 0) : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return a <= b && a <= c ? left : b <= c ? up : upLeft;
      };
      const predictor = [0, left, up, (left + up) >> 1, paeth()][filter] ?? 0;
      row[x] = ((line[x] ?? 0) + predictor) & 0xff;
    }
    rows.push(row);
  }
  return rows.flatMap((row) =>
    Array.from(
      { length: width },
      (_, x) => ((row[x * channels] ?? 0) << 16) | ((row[x * channels + 1] ?? 0) << 8) | (row[x * channels + 2] ?? 0),
    ),
  );
}

/**
 * How many colours the drawn map shows (each on at least 0.2 % of it), pins and controls hidden: the
 * background alone (1) means the offline base map did not draw; land, water, borders and the grid
 * make several.
 */
export async function baseMapColours(page: Page): Promise<number> {
  const shot = await page.locator('.maplibregl-canvas').screenshot({
    style: '.maplibregl-marker, .maplibregl-popup, .maplibregl-control-container { visibility: hidden }',
  });
  const counts = new Map<number, number>();
  const all = pixels(shot);
  for (const colour of all) counts.set(colour, (counts.get(colour) ?? 0) + 1);
  return [...counts.values()].filter((count) => count >= all.length / 500).length;
}
