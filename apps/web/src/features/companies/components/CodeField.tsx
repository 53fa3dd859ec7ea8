import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

interface Props<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  /** Every code one may choose, e.g. the time zones the browser knows. */
  codes: string[];
  /** The code's name for people, e.g. "Euro" for EUR. */
  describe?: (code: string) => string;
}

/** A required choice among many codes (time zone, currency), found by typing. */
export function CodeField<T extends FieldValues>({ name, control, label, codes, describe }: Props<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete<string, false, true>
          value={field.value}
          onChange={(_event, code) => field.onChange(code)}
          options={codes}
          disableClearable
          getOptionLabel={(code) => (describe ? `${code} – ${describe(code)}` : code)}
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              required
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}
