import type { Control, FieldValues, Path } from 'react-hook-form';
import { fieldRules } from '../lib/validation/fields';
import { FormTextField } from './FormTextField';

/** The `email` field of a form, with the shared email rules (required, valid address, length). */
export function EmailField<T extends FieldValues & { email: string }>(props: {
  control: Control<T>;
  label: string;
  autoFocus?: boolean;
}) {
  return <FormTextField name={'email' as Path<T>} type="email" autoComplete="email" rules={fieldRules.email} {...props} />;
}
