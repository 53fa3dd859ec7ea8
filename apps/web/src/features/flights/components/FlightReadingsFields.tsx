import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { Airplane } from '@portal/contracts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../components/ControlledTextField';
import { formatReading, parseReading } from '../lib/readings';
import { type FlightControl, fieldGrid, numericInput } from './formTypes';

interface Props {
  control: FlightControl;
  /** The aircraft's counters now; absent when correcting a recorded flight (then readings are the admin's). */
  airplane?: Airplane;
  overridesReadings: boolean;
  /** The server asked for a reason (its check is the one that counts). */
  reasonAsked: boolean;
}

/** Hobbs and tach readings; a start that does not continue the aircraft's counter needs an admin and a reason. */
export function FlightReadingsFields({ control, airplane, overridesReadings, reasonAsked }: Props) {
  const { t } = useTranslation('flights');
  const [hobbsStart, tachStart, tachEnd] = useWatch({ control, name: ['hobbs_start', 'tach_start', 'tach_end'] });
  const gap =
    airplane !== undefined &&
    (parseReading(hobbsStart) !== airplane.hobbs_minutes ||
      (tachEnd.trim() !== '' && parseReading(tachStart) !== airplane.tach_minutes));
  const reading = (name: 'hobbs_start' | 'hobbs_end' | 'tach_start' | 'tach_end', helperText?: string) => (
    <ControlledTextField
      size="small"
      name={name}
      control={control}
      label={t(`form.${name}`)}
      required={name.startsWith('hobbs')}
      helperText={helperText}
      slotProps={{ htmlInput: { ...numericInput.htmlInput, placeholder: 'h:mm' } }}
    />
  );
  return (
    <Box sx={fieldGrid}>
      {reading('hobbs_start', airplane && t('form.counterNow', { reading: formatReading(airplane.hobbs_minutes) }))}
      {reading('hobbs_end')}
      {reading('tach_start', airplane && t('form.counterNow', { reading: formatReading(airplane.tach_minutes) }))}
      {reading('tach_end', t('form.tachHelp'))}
      {gap && !overridesReadings && (
        <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
          {t('form.gapMember')}
        </Alert>
      )}
      {overridesReadings && (gap || reasonAsked) && (
        <ControlledTextField
          size="small"
          name="override_reason"
          control={control}
          label={t('form.override_reason')}
          helperText={t('form.overrideHelp')}
          sx={{ gridColumn: '1 / -1' }}
        />
      )}
    </Box>
  );
}
