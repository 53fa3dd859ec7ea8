import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { TrafficLight as Light } from '@portal/contracts';
import { IconCircleFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../lib/visuallyHidden';

const COLORS = { green: 'success', amber: 'warning', red: 'error' } as const;

/** A traffic light with words beside the colour; screen readers hear the colour's meaning too. */
export function TrafficLight({ light, label }: { light: Light; label: string }) {
  const { t } = useTranslation('fleet');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[light]}
      icon={<IconCircleFilled size={12} aria-hidden />}
      label={
        <>
          <Box component="span" sx={visuallyHidden}>
            {t(`lights.${light}`)}:{' '}
          </Box>
          {label}
        </>
      }
      data-light={light}
      sx={{ fontWeight: 500, maxWidth: '100%' }}
    />
  );
}
