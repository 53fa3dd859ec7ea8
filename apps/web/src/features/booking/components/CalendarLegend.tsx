import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { NIGHT, TimelineRoot } from './timeline/TimelineRoot';

const ITEMS = [
  { key: 'own', className: 'bk own' },
  { key: 'other', className: 'bk' },
  { key: 'training', className: 'bk training' },
  { key: 'standby', className: 'bk standby' },
  { key: 'maintenance', className: 'bk maintenance' },
] as const;

/** What the colours and patterns of the blocks mean, drawn with the timeline's own styles, and the night's shade. */
export function CalendarLegend({ airfield }: { airfield?: string }) {
  const { t } = useTranslation('booking');
  return (
    <TimelineRoot as="ul" sx={{ border: 0, display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, mt: 1.5, p: 0, minHeight: 0 }}>
      {ITEMS.map((item) => (
        <Box component="li" key={item.key} sx={{ display: 'flex', alignItems: 'center', gap: 1, listStyle: 'none' }}>
          <Box
            component="span"
            className={item.className}
            sx={{ position: 'static !important', width: 28, height: '14px !important' }}
          />
          {t(`legend.${item.key}`)}
        </Box>
      ))}
      {airfield && (
        <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, listStyle: 'none' }}>
          <Box component="span" sx={{ width: 28, height: 14, bgcolor: NIGHT, border: 1, borderColor: 'divider' }} />
          {t('legend.night', { airfield })}
        </Box>
      )}
      <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, listStyle: 'none' }}>
        <Box
          component="span"
          className="bk cut-end"
          sx={{ position: 'relative !important', width: 28, height: '14px !important' }}
        />
        {t('legend.outside')}
      </Box>
    </TimelineRoot>
  );
}
