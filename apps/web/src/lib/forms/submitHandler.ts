import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toastApiError } from '../api/handleError';
import { applyServerErrors } from './serverErrors';

/**
 * The form's submit handler: validates, runs `action`, and on failure puts 422 field errors on
 * the fields or toasts the error, also when it names a field the form does not
 * show (e.g. the reset link's email). The input stays as typed either way.
 */
export function submitHandler<T extends FieldValues>(form: UseFormReturn<T>, action: (values: T) => Promise<unknown>) {
  return form.handleSubmit(async (values) => {
    try {
      await action(values);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, Object.keys(form.getValues()))) toastApiError(error);
    }
  });
}
