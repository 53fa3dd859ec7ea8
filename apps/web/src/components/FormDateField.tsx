import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dateOrder, parseDate } from '../lib/dates/parseDate';
import { currentLanguageTag } from '../lib/i18n';
import { rules } from '../lib/validation/rules';
import { FormTextField } from './FormTextField';

interface Props<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  required?: boolean;
  helperText?: string;
  /** A check across fields, e.g. that one of two dues is given. */
  matches?: (value: string, values: T) => true | string;
}

/**
 * A day typed in the language's order, e.g. 21.04.2027: typed rather than the browser's
 * picker, which follows the browser's language instead of the page's. `dayFromInput` reads it.
 */
export function FormDateField<T extends FieldValues>({ required, ...props }: Props<T>) {
  const { t } = useTranslation();
  return (
    <FormTextField
      {...props}
      required={required}
      rules={required ? [rules.required, rules.date] : [rules.date]}
      placeholder={t(`dateInput.${dateOrder(currentLanguageTag())}`)}
      autoComplete="off"
    />
  );
}

/** The typed day as `YYYY-MM-DD`, or null when the input is empty. */
export function dayFromInput(text: string): string | null {
  return text.trim() ? parseDate(text, dateOrder(currentLanguageTag())) : null;
}
