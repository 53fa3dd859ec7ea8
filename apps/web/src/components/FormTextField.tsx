import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type HTMLInputTypeAttribute, useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { check, type Rule } from '../lib/validation/rules';

type InputProps = Pick<
  OutlinedInputProps,
  'placeholder' | 'multiline' | 'minRows' | 'endAdornment' | 'startAdornment' | 'disabled' | 'required'
>;

interface Props<T extends FieldValues> extends InputProps {
  name: Path<T>;
  control: Control<T>;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  autoFocus?: boolean;
  /** Validation rules, checked in order; the first failing one's message shows. */
  rules?: Rule[];
  /** A check across fields, e.g. that a confirmation repeats the password. */
  matches?: (value: string, values: T) => true | string;
  /** Shown below the input while it has no error. */
  helperText?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel' | 'url';
}

/**
 * An outlined text input bound to react-hook-form, showing the field's one error. Built from the
 * input parts rather than TextField, whose select support would pull the menu into the login page.
 */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  label,
  rules = [],
  matches,
  helperText,
  inputMode,
  ...input
}: Props<T>) {
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
        <FormControl fullWidth error={Boolean(fieldState.error)} required={input.required}>
          <InputLabel htmlFor={id} shrink={input.placeholder ? true : undefined}>
            {label}
          </InputLabel>
          <OutlinedInput
            {...input}
            {...field}
            id={id}
            label={label}
            notched={input.placeholder ? true : undefined}
            inputProps={inputMode ? { inputMode } : undefined}
            value={field.value ?? ''}
            aria-describedby={fieldState.error || helperText ? `${id}-help` : undefined}
          />
          {(fieldState.error || helperText) && (
            <FormHelperText id={`${id}-help`}>{fieldState.error?.message ?? helperText}</FormHelperText>
          )}
        </FormControl>
      )}
    />
  );
}
