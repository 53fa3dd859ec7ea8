import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../components/ControlledTextField';
import { readClock } from '../../../lib/dates/clock';
import { datePatternKey, typedToIso } from '../../../lib/dates/typedDay';
import { formatMinutes } from '../../../lib/duration';
import { blockInstants, TIME_FIELDS, type TimeField } from '../lib/flightTimes';
import { AirportField } from './AirportField';
import { type FlightControl, fieldGrid, numericInput } from './formTypes';

const minutesBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 60_000);

/** Block and flight time as typed so far, or null while a time is missing. */
function useDurations(control: FlightControl, zone: string) {
  const [date, ...times] = useWatch({ control, name: ['date', ...TIME_FIELDS] });
  const day = typedToIso(date);
  const clocks = TIME_FIELDS.map((_, index) => readClock(times[index] ?? ''));
  if (!day || clocks.some((clock) => !clock)) return null;
  const at = blockInstants(day, Object.fromEntries(TIME_FIELDS.map((f, i) => [f, clocks[i]])) as Record<TimeField, string>, zone);
  return { block: minutesBetween(at.off_block_at, at.on_block_at), flight: minutesBetween(at.takeoff_at, at.landing_at) };
}

/** Departure and arrival, the day and the four block times on the company's clock (past midnight rolls over). */
export function FlightTimesFields({ control, zone }: { control: FlightControl; zone: string }) {
  const { t } = useTranslation('flights');
  const durations = useDurations(control, zone);
  return (
    <Box sx={fieldGrid}>
      <Box sx={{ gridColumn: 'span 2' }}>
        <AirportField name="departure_airport" control={control} label={t('form.departure')} />
      </Box>
      <Box sx={{ gridColumn: 'span 2' }}>
        <AirportField name="arrival_airport" control={control} label={t('form.arrival')} />
      </Box>
      <ControlledTextField
        size="small"
        name="date"
        control={control}
        label={t('form.date')}
        required
        slotProps={{ htmlInput: { ...numericInput.htmlInput, placeholder: t(`logbook:${datePatternKey()}`) } }}
        sx={{ gridColumn: { xs: 'span 2', sm: 'span 1' } }}
      />
      <Typography
        variant="body2"
        sx={{ color: 'text.secondary', gridColumn: { xs: 'span 2', sm: 'span 3' }, alignSelf: 'center' }}
      >
        {t('form.zoneHelp', { zone })}
      </Typography>
      {TIME_FIELDS.map((field) => (
        <ControlledTextField
          key={field}
          size="small"
          name={field}
          control={control}
          label={t(`form.${field}`)}
          required
          slotProps={{ htmlInput: { ...numericInput.htmlInput, placeholder: 'HH:MM' } }}
        />
      ))}
      <Typography role="status" variant="body2" sx={{ gridColumn: '1 / -1', fontVariantNumeric: 'tabular-nums' }}>
        {durations
          ? t('form.durations', { block: formatMinutes(durations.block), flight: formatMinutes(durations.flight) })
          : t('form.durationsPending')}
      </Typography>
    </Box>
  );
}
