import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { IconSearch } from '@tabler/icons-react';

type Props = Pick<TextFieldProps, 'label' | 'placeholder' | 'sx'> & { value: string; onChange: (value: string) => void };

/** A search box with the magnifier in front, searching as you type. */
export function SearchField({ value, onChange, ...props }: Props) {
  return (
    <TextField
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...props}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <IconSearch size={18} aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
