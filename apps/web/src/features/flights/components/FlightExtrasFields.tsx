import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../components/ControlledTextField';
import { type FlightControl, fieldGrid, numericInput } from './formTypes';

const FIELDS = [
  ['landings_day', 'numeric'],
  ['landings_night', 'numeric'],
  ['night_minutes', 'h:mm'],
  ['ifr_minutes', 'h:mm'],
  ['fuel_added_l', 'decimal'],
  ['oil_added_l', 'decimal'],
  ['passengers', 'numeric'],
] as const;

/** Landings, night and IFR time, fuel and oil added, passengers and remarks. */
export function FlightExtrasFields({ control }: { control: FlightControl }) {
  const { t } = useTranslation('flights');
  return (
    <Box sx={fieldGrid}>
      {FIELDS.map(([name, kind]) => (
        <ControlledTextField
          key={name}
          size="small"
          name={name}
          control={control}
          label={t(`form.${name}`)}
          slotProps={{
            htmlInput: {
              ...numericInput.htmlInput,
              inputMode: kind === 'decimal' ? 'decimal' : 'numeric',
              placeholder: kind === 'h:mm' ? 'h:mm' : undefined,
            },
          }}
        />
      ))}
      <ControlledTextField
        size="small"
        name="remarks"
        control={control}
        label={t('form.remarks')}
        multiline
        minRows={2}
        sx={{ gridColumn: '1 / -1' }}
      />
    </Box>
  );
}
