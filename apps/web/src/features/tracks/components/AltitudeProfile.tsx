import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { useMapColors } from '../../../components/map/mapColors';
import { type Profile, shadeAlong } from '../lib/profile';

interface Props {
  profile: Profile;
  pointer: number | null;
  onPointer: (index: number | null) => void;
  labels: { altitude: string; distance: string };
}

const AXIS = 'distance';

/**
 * Altitude over distance, coloured by altitude as the map's line (in the scheme on screen); the position
 * under the pointer is shared with the map. Loaded on its own chunk.
 */
export default function AltitudeProfile({ profile, pointer, onPointer, labels }: Props) {
  const { colors } = useMapColors();
  const known = profile.altitudeFt.filter((ft): ft is number => ft !== null);
  const low = known.reduce((a, b) => Math.min(a, b), known[0] ?? 0);
  const high = Math.max(
    known.reduce((a, b) => Math.max(a, b), low),
    low + 1,
  );
  return (
    <LineChart
      height={180}
      xAxis={[{ id: AXIS, data: profile.distanceKm, label: labels.distance, valueFormatter: (km: number) => `${km} km` }]}
      yAxis={[
        {
          label: labels.altitude,
          width: 64,
          colorMap: { type: 'continuous', min: low, max: high, color: (t) => shadeAlong(colors.altitude, t) },
        },
      ]}
      series={[
        {
          data: profile.altitudeFt,
          showMark: false,
          area: true,
          label: labels.altitude,
          valueFormatter: (ft) => (ft === null ? '' : `${ft} ft`),
        },
      ]}
      hideLegend
      margin={{ left: 8, right: 16 }}
      sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.35 } }}
      highlightedAxis={pointer === null ? [] : [{ axisId: AXIS, dataIndex: pointer }]}
      onHighlightedAxisChange={(items) => onPointer(items[0]?.dataIndex ?? null)}
    />
  );
}
