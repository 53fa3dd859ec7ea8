import { i18n } from '../i18n';
import { type Rule, rules } from './rules';

/** The rule sets the identity forms share, matching the contract's limits. */
export const fieldRules = {
  name: [rules.required, rules.max(255)],
  email: [rules.required, rules.email, rules.max(255)],
  newPassword: [rules.required, rules.min(8), rules.max(200)],
  anyPassword: [rules.required],
} satisfies Record<string, Rule[]>;

/** The confirmation must repeat the password. */
export const repeatsPassword = (value: string, values: { password?: string }) =>
  value === values.password || i18n.t('auth:fields.passwordMismatch');
