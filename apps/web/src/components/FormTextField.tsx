import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type HTMLInputTypeAttribute, useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { check, type Rule } from '../lib/validation/rules';

interface Props<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  autoFocus?: boolean;
  /** Spec §5 rules, checked in order; the first failing one's message shows. */
  rules?: Rule[];
  /** A check across fields, e.g. that a confirmation repeats the password. */
  matches?: (value: string, values: T) => true | string;
}

/**
 * An outlined text input bound to react-hook-form, showing the field's one error. Built from the
 * input parts rather than TextField, whose select support would pull the menu into the login page.
 */
export function FormTextField<T extends FieldValues>({ name, control, label, rules = [], matches, ...input }: Props<T>) {
  const id = useId();
  return (
    <Controller
      name={name}
      control={control}
      rules={{
        validate: (value, values) => {
          const result = check(value, ...rules);
          return result === true && matches ? matches(String(value ?? ''), values) : result;
        },
      }}
      render={({ field, fieldState }) => (
        <FormControl fullWidth error={Boolean(fieldState.error)}>
          <InputLabel htmlFor={id}>{label}</InputLabel>
          <OutlinedInput
            {...input}
            {...field}
            id={id}
            label={label}
            value={field.value ?? ''}
            aria-describedby={fieldState.error ? `${id}-error` : undefined}
          />
          {fieldState.error && <FormHelperText id={`${id}-error`}>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
