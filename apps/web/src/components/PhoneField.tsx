import TextField from '@mui/material/TextField';
import { applyMask, PHONE_PATTERN } from '../lib/phoneMask';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A phone number typed as digits and shown in the mask's pattern. */
export function PhoneField({ label, value, onChange, error }: Props) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(applyMask(event.target.value, PHONE_PATTERN))}
      error={Boolean(error)}
      helperText={error ?? PHONE_PATTERN.replaceAll('#', '0')}
      type="tel"
      autoComplete="tel"
    />
  );
}
