import { LineChart } from '@mui/x-charts/LineChart';
import type { Profile } from '../lib/profile';

interface Props {
  profile: Profile;
  pointer: number | null;
  onPointer: (index: number | null) => void;
  labels: { altitude: string; distance: string };
}

const AXIS = 'distance';

/** Altitude over distance; the position under the pointer is shared with the map. Loaded on its own chunk. */
export default function AltitudeProfile({ profile, pointer, onPointer, labels }: Props) {
  return (
    <LineChart
      height={180}
      xAxis={[{ id: AXIS, data: profile.distanceKm, label: labels.distance, valueFormatter: (km: number) => `${km} km` }]}
      yAxis={[{ label: labels.altitude, width: 64 }]}
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
      highlightedAxis={pointer === null ? [] : [{ axisId: AXIS, dataIndex: pointer }]}
      onHighlightedAxisChange={(items) => onPointer(items[0]?.dataIndex ?? null)}
    />
  );
}
