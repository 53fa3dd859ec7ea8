import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import { IconBuildingAirport, IconPlaneTilt } from '@tabler/icons-react';
import { type Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { type MarkerGroup, PIN } from './grouping';
import type { MapMarker } from './types';

interface Props {
  map: MapLibreMap;
  group: MarkerGroup;
  selectedId: string | null;
  onChoose: (id: string) => void;
  onExpand: (markers: MapMarker[]) => void;
}

const rowSx = {
  justifyContent: 'flex-start',
  gap: 0.5,
  px: 0.75,
  height: PIN.rowHeight,
  borderRadius: 0.5,
  fontSize: 12.5,
  fontWeight: 600,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
  '&:hover, &.Mui-focusVisible, &[aria-pressed="true"]': { bgcolor: 'action.selected' },
} as const;

function MarkerSymbol({ marker }: { marker: MapMarker }) {
  const Icon = marker.kind === 'airport' ? IconBuildingAirport : IconPlaneTilt;
  return (
    <Box component="span" sx={{ display: 'inline-flex', color: marker.color ?? 'primary.main' }}>
      <Icon size={15} stroke={2.2} aria-hidden />
    </Box>
  );
}

/** One pin on the map: a dot at the anchor's position and a card above it listing the markers gathered there. */
export function MarkerPin({ map, group, selectedId, onChoose, onExpand }: Props) {
  const { t } = useTranslation('map');
  const [element] = useState(() => document.createElement('div'));
  const { longitude, latitude } = group.anchor;
  useEffect(() => {
    const marker = new Marker({ element, anchor: 'bottom', offset: [0, 5] }).setLngLat([longitude, latitude]).addTo(map);
    return () => void marker.remove();
  }, [map, element, longitude, latitude]);
  const shown = group.markers.slice(0, group.markers.length > PIN.maxRows ? PIN.maxRows - 1 : PIN.maxRows);
  const hidden = group.markers.length - shown.length;
  return createPortal(
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', '&:hover, &:focus-within': { zIndex: 1 } }}>
      <Paper elevation={3} sx={{ display: 'grid', p: 0.25, borderRadius: 1 }}>
        {shown.map((marker) => (
          <ButtonBase
            key={marker.id}
            sx={rowSx}
            aria-label={marker.description}
            aria-pressed={marker.id === selectedId}
            onClick={() => onChoose(marker.id)}
            data-marker={marker.id}
          >
            <MarkerSymbol marker={marker} />
            {marker.label}
          </ButtonBase>
        ))}
        {hidden > 0 && (
          <ButtonBase sx={{ ...rowSx, color: 'text.secondary' }} onClick={() => onExpand(group.markers)}>
            {t('more', { count: hidden })}
          </ButtonBase>
        )}
      </Paper>
      <Box sx={{ width: 2, height: PIN.stem - 10, bgcolor: 'text.secondary' }} />
      <Box
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: group.anchor.color ?? 'primary.main',
          border: 2,
          borderColor: 'background.paper',
          boxShadow: 1,
        }}
      />
    </Box>,
    element,
  );
}
