import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { IconChevronLeft, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { zoneFormat } from '../../../lib/dates/zone';
import type { CalendarView, CalendarWindow } from '../lib/calendarWindow';

interface Props {
  window: CalendarWindow;
  view: CalendarView;
  zone: string;
  loading: boolean;
  onView: (view: CalendarView) => void;
  onStep: (step: -1 | 0 | 1) => void;
  /** Without it (offline) the calendar offers no booking. */
  onNew?: () => void;
}

/** Moves through days or weeks, switches the view, and offers a booking without dragging. */
export function CalendarToolbar({ window, view, zone, loading, onView, onStep, onNew }: Props) {
  const { t } = useTranslation('booking');
  const format = zoneFormat(zone, view === 'day' ? { dateStyle: 'full' } : { day: 'numeric', month: 'long', year: 'numeric' });
  const last = window.days[window.days.length - 1] ?? window.start;
  const title = view === 'day' ? format.format(window.start) : format.formatRange(window.start, last);
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <IconButton onClick={() => onStep(-1)} aria-label={t(`previous.${view}`)}>
          <IconChevronLeft size={20} aria-hidden />
        </IconButton>
        <Button variant="outlined" size="small" onClick={() => onStep(0)}>
          {t('today')}
        </Button>
        <IconButton onClick={() => onStep(1)} aria-label={t(`next.${view}`)}>
          <IconChevronRight size={20} aria-hidden />
        </IconButton>
        <Typography component="h2" variant="h6" sx={{ flex: 1, minWidth: 200 }} aria-live="polite">
          {title}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, next: CalendarView | null) => next && onView(next)}
          aria-label={t('view')}
        >
          <ToggleButton value="day">{t('views.day')}</ToggleButton>
          <ToggleButton value="week">{t('views.week')}</ToggleButton>
        </ToggleButtonGroup>
        {onNew && (
          <Button variant="contained" startIcon={<IconPlus size={18} aria-hidden />} onClick={onNew}>
            {t('newBooking')}
          </Button>
        )}
      </Box>
      {/* Its place is kept, so the calendar does not jump; the bar itself exists only while loading (a hidden one animates on). */}
      <Box sx={{ mt: 1, height: 4 }}>{loading && <LinearProgress aria-label={t('common:loading')} />}</Box>
    </Box>
  );
}
