import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { check, type Rule } from '../lib/validation/rules';

interface Props<T extends FieldValues, O extends string | number> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  /** MenuItems shown before `options` (a "none" choice), or all of them. */
  children?: ReactNode;
  /** Choices that are a list of values (a contract's tuple), each shown as `optionLabel` words it. */
  options?: readonly O[];
  optionLabel?: (option: O) => ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Shown below the select while it has no error (a server's 422 message shows instead). */
  helperText?: string;
  /** Validation rules, e.g. `rules.required` for a choice that must be made. */
  rules?: Rule[];
}

/** An outlined select bound to react-hook-form; its options are MenuItems, or values named by `optionLabel`. */
export function FormSelectField<T extends FieldValues, O extends string | number = string>({
  name,
  control,
  label,
  children,
  options = [],
  optionLabel = String,
  helperText,
  rules = [],
  ...props
}: Props<T, O>) {
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
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {optionLabel(option)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
