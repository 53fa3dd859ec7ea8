import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldRules, repeatsPassword } from '../lib/validation/fields';
import { FormTextField } from './FormTextField';

interface PasswordPair extends FieldValues {
  password: string;
  password_confirmation: string;
}

/** A new password and its confirmation, as registration, reset and the security tab ask for them. */
interface Props<T extends PasswordPair> {
  control: Control<T>;
  autoFocus?: boolean;
  /** Registration asks for a "password", the others for a "new password". */
  passwordLabel?: string;
}

export function NewPasswordFields<T extends PasswordPair>({ control, autoFocus, passwordLabel }: Props<T>) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormTextField
        name={'password' as Path<T>}
        control={control}
        label={passwordLabel ?? t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        rules={fieldRules.newPassword}
      />
      <FormTextField
        name={'password_confirmation' as Path<T>}
        control={control}
        label={t('fields.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        rules={fieldRules.anyPassword}
        matches={repeatsPassword}
      />
    </>
  );
}
