import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

interface Props<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  children: ReactNode;
}

/** An outlined select bound to react-hook-form; its options are MenuItems. */
export function FormSelectField<T extends FieldValues>({ name, control, label, children }: Props<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField select label={label} {...field}>
          {children}
        </TextField>
      )}
    />
  );
}
