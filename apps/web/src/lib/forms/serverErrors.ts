import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/errors';

/** 422 field errors reach the form's fields (spec §5, §8); returns whether any did. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): boolean {
  if (!isApiError(error) || error.status !== 422) return false;
  const entries = Object.entries(error.errors);
  for (const [field, messages] of entries) setError(field as Path<T>, { type: 'server', message: messages[0] });
  return entries.length > 0;
}
