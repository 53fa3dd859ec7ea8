import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { check, type Rule } from '../lib/validation/rules';

interface Props<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  children: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Shown below the select while it has no error (a server's 422 message shows instead). */
  helperText?: string;
  /** Validation rules, e.g. `rules.required` for a choice that must be made. */
  rules?: Rule[];
}

/** An outlined select bound to react-hook-form; its options are MenuItems. */
export function FormSelectField<T extends FieldValues>({
  name,
  control,
  label,
  children,
  helperText,
  rules = [],
  ...props
}: Props<T>) {
  return (
    <Controller
      name={name}
      control={control}
      rules={{ validate: (value) => check(value, ...rules) }}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          {...props}
          {...field}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        >
          {children}
        </TextField>
      )}
    />
  );
}
