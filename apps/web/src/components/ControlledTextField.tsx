import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

type Props<T extends FieldValues, Out> = Omit<TextFieldProps, 'name'> & {
  name: Path<T>;
  control: Control<T, unknown, Out>;
};

/**
 * A TextField (also as a select) bound to react-hook-form, for forms whose resolver turns the
 * typed text into the contract's body: its error (the resolver's or the server's 422) shows below.
 */
export function ControlledTextField<T extends FieldValues, Out = T>({ name, control, slotProps, ...props }: Props<T, Out>) {
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
