import type { Runway } from '@portal/contracts';
import type { MapLine } from '../../../components/map/types';
import { METRES_PER_FOOT } from './measures';
import { surfaceOf } from './surface';

/** A runway without a published width is drawn as a typical small-field one. */
const DEFAULT_WIDTH_FT = 80;

/** Open runways with both thresholds' positions, drawn end to end at their width, paved ones grey, the rest green. */
export function runwayLines(runways: Runway[]): MapLine[] {
  return runways.flatMap((runway) => {
    const { le_longitude_deg: x1, le_latitude_deg: y1, he_longitude_deg: x2, he_latitude_deg: y2 } = runway;
    if (x1 === null || y1 === null || x2 === null || y2 === null || runway.closed) return [];
    const surface = surfaceOf(runway.surface);
    return [
      {
        id: `runway-${runway.id}`,
        coordinates: [
          [x1, y1],
          [x2, y2],
        ],
        widthMeters: (runway.width_ft ?? DEFAULT_WIDTH_FT) * METRES_PER_FOOT,
        paved: surface === 'asphalt' || surface === 'concrete' || surface === null,
      },
    ];
  });
}
