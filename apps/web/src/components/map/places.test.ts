import { describe, expect, it } from 'vitest';
import { airfieldBox } from './airfields';
import { townFiles } from './towns';

const view = (west: number, south: number, east: number, north: number, zoom: number) => ({ west, south, east, north, zoom });
const cells = (files: string[]) => files.map((file) => /(\w+)\/(\d+_\d+)(-[\w-]+)?\.json/.exec(file)?.slice(1, 3).join(' '));

describe('towns for a view', () => {
  it('loads the world’s cities far out and the cells of smaller towns only as the map zooms in', () => {
    expect(cells(townFiles(view(-30, 30, 40, 65, 3)))).toEqual(['world 0_0']);
    // Southern Germany: its 20° cell from zoom 5, its 10° cells from zoom 7.
    expect(cells(townFiles(view(8, 47.5, 9.9, 49.9, 7)))).toEqual(['world 0_0', 'region 9_6', 'local 18_13']);
    // Across the antimeridian, the cells on both sides (Fiji at 178° E, Tonga and Samoa beyond 180°).
    expect(cells(townFiles(view(176, -19, 184, -13, 7)))).toEqual(['world 0_0', 'region 17_3', 'local 35_7', 'local 0_7']);
  });
});

describe('airfields for a view', () => {
  it('asks for a box snapped to a grid of the view’s size, so small moves ask again for the same', () => {
    expect(airfieldBox(view(9.2, 48.6, 10.4, 49.5, 8.4))).toEqual(airfieldBox(view(9.3, 48.7, 10.5, 49.6, 8.2)));
    expect(airfieldBox(view(9.2, 48.6, 10.4, 49.5, 8.4)).bbox).toBe('9.141,48.516,10.547,49.922');
    expect(airfieldBox(view(-200, -80, 200, 80, 1))).toEqual({ bbox: '-180,-90,180,90', zoom: 1 });
    // West beyond east: the box crosses the antimeridian.
    const [west, , east] = airfieldBox(view(170, 10, 190, 20, 5))
      .bbox.split(',')
      .map(Number);
    expect([west, east]).toEqual([168.75, -168.75]);
  });
});
