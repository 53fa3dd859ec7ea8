import type { MessageCode } from '@portal/contracts/message';
import type { TFunction } from 'i18next';
import { i18n } from '../i18n';
import { formatDay } from '../i18n/format';
import { formatMoney } from '../money';
import { ApiError } from './errors';

/** Something the API said: its code and params, and its English as a fallback. */
export interface Said extends Partial<MessageCode> {
  message: string;
}

/** Params the reader needs in their own form: days (YYYY-MM-DD) as their language writes them, a meter by its name there, money (minor units with `currency`) as money. */
function readable(params: MessageCode['params'], t: TFunction): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      if (name === 'day') return [name, formatDay(String(value))];
      if (name === 'meter') return [name, t(`errors:meters.${value}`, { defaultValue: String(value) })];
      if ((name === 'balance' || name === 'threshold') && typeof params.currency === 'string') {
        return [name, formatMoney(Number(value), params.currency)];
      }
      return [name, String(value)];
    }),
  );
}

/** What the API said, in the user's language by its code (errors:<code>), else as the server worded it. */
export function localText({ code, params = {}, message }: Said, t: TFunction = i18n.t.bind(i18n)): string {
  const key = `errors:${code}`;
  if (!code || !i18n.exists(key)) return message;
  return t(key, readable(params, t));
}

/** Loads the texts the API's codes are translated with; the client waits for it before translating an error. */
export const loadMessageTexts = () => i18n.loadNamespaces('errors');

/**
 * The error with its message and field messages in the user's language. The error as the server
 * worded it stays its `cause`.
 */
export async function localError(error: ApiError): Promise<ApiError> {
  await loadMessageTexts().catch(() => undefined);
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([field, list]) => [
      field,
      list.map((message, index) => localText({ ...error.errorCodes[field]?.[index], message })),
    ]),
  );
  return new ApiError(error.status, localText(error), errors, {
    code: error.code,
    params: error.params,
    errorCodes: error.errorCodes,
    cause: error,
  });
}

/** Whether a field of the error carries the code, for forms that react to a particular refusal. */
export const hasFieldCode = (error: ApiError, code: string) =>
  Object.values(error.errorCodes).some((list) => list.some((item) => item.code === code));
