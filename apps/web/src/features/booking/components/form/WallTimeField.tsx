import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import type { BookingCreate } from '@portal/contracts';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dateOrder } from '../../../../lib/dates/parseDate';
import { currentLanguageTag } from '../../../../lib/i18n';
import type { BookingFormValues } from '../../lib/form';

interface Props {
  name: 'starts_at' | 'ends_at';
  control: Control<BookingFormValues, unknown, BookingCreate>;
  label: string;
  zone: string;
}

/**
 * A date typed in the language's order and a 24-hour time, side by side. Typed rather than the
 * browser's picker, which shows AM/PM and the browser's date order whatever language the page has.
 */
export function WallTimeField({ name, control, label, zone }: Props) {
  const { t } = useTranslation('booking');
  const placeholder = t(`form.datePattern.${dateOrder(currentLanguageTag())}`);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Box role="group" aria-label={label}>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <TextField
              label={`${label} (${t('form.date')})`}
              value={field.value.date}
              onChange={(event) => field.onChange({ ...field.value, date: event.target.value })}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              required
              slotProps={{ htmlInput: { inputMode: 'numeric', placeholder, autoComplete: 'off' }, inputLabel: { shrink: true } }}
            />
            <TextField
              label={`${label} (${t('form.time')})`}
              value={field.value.time}
              onChange={(event) => field.onChange({ ...field.value, time: event.target.value })}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              required
              slotProps={{
                htmlInput: { inputMode: 'numeric', placeholder: 'HH:MM', autoComplete: 'off' },
                inputLabel: { shrink: true },
              }}
              sx={{ maxWidth: 140 }}
            />
          </Box>
          <FormHelperText error={Boolean(fieldState.error)} sx={{ mx: 1.75 }}>
            {fieldState.error?.message ?? t('form.zone', { zone })}
          </FormHelperText>
        </Box>
      )}
    />
  );
}
