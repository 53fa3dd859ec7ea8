import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { BookingCreate } from '@portal/contracts';
import { type Control, Controller } from 'react-hook-form';
import type { BookingFormValues } from '../../lib/form';

type Props = Omit<TextFieldProps, 'name'> & {
  name: Exclude<keyof BookingFormValues, 'standby' | 'starts_at' | 'ends_at'>;
  control: Control<BookingFormValues, unknown, BookingCreate>;
};

/** One input of the booking form with its error below it (the client's check or the server's 422). */
export function BookingField({ name, control, slotProps, ...props }: Props) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? props.helperText}
          slotProps={{ ...slotProps, inputLabel: { shrink: true } }}
        />
      )}
    />
  );
}
