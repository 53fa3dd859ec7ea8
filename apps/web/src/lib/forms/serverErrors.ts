import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/errors';

/**
 * 422 field errors reach the form's fields. With `fields`, errors for fields the
 * form does not show are left out. Returns whether every field error found its field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields?: string[],
): boolean {
  if (!isApiError(error) || error.status !== 422) return false;
  const entries = Object.entries(error.errors);
  const shown = entries.filter(([field]) => !fields || fields.includes(field));
  for (const [field, messages] of shown) setError(field as Path<T>, { type: 'server', message: messages[0] });
  return shown.length > 0 && shown.length === entries.length;
}
