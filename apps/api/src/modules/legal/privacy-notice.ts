import type { PrivacyNotice, PrivacySetting } from '@portal/contracts';
import type { Config } from '../../config';
import { REMEMBER_MS, SESSION_IDLE_MS, TOKEN_LIFETIME_MS } from '../auth';

const DAY_MS = 86_400_000;
/** § 147 AO: books, invoices and accounting vouchers are kept ten years. */
const ACCOUNTING_RETENTION_YEARS = 10;

/** The privacy notice as the server's configuration fills it in, with the settings still missing. */
export function privacyNotice(config: Config): PrivacyNotice {
  const value = (setting: keyof Config) => {
    const given = config[setting];
    return typeof given === 'string' && given.trim() ? given.trim() : null;
  };
  const sendsMail = Boolean(config.SMTP_URL);
  const dpoName = value('PRIVACY_DPO_NAME');
  const notice: Omit<PrivacyNotice, 'missing'> = {
    controller: {
      name: value('PRIVACY_CONTROLLER_NAME') ?? value('OPERATOR_NAME'),
      address: value('PRIVACY_CONTROLLER_ADDRESS') ?? value('OPERATOR_ADDRESS'),
      email: value('PRIVACY_CONTROLLER_EMAIL') ?? value('OPERATOR_EMAIL'),
      phone: value('PRIVACY_CONTROLLER_PHONE'),
    },
    data_protection_officer: dpoName ? { name: dpoName, email: value('PRIVACY_DPO_EMAIL') } : null,
    recipients: { hosting: value('PRIVACY_HOSTING_PROVIDER'), mail: value('PRIVACY_MAIL_PROVIDER'), sends_mail: sendsMail },
    third_country_transfers: value('PRIVACY_THIRD_COUNTRY_TRANSFERS'),
    consent_purposes: value('PRIVACY_CONSENT_PURPOSES'),
    supervisory_authority: {
      name: value('PRIVACY_AUTHORITY_NAME'),
      address: value('PRIVACY_AUTHORITY_ADDRESS'),
      url: value('PRIVACY_AUTHORITY_URL'),
    },
    retention: {
      session_idle_days: SESSION_IDLE_MS / DAY_MS,
      remembered_session_days: REMEMBER_MS / DAY_MS,
      api_token_days: TOKEN_LIFETIME_MS / DAY_MS,
      log_days: config.PRIVACY_LOG_RETENTION_DAYS,
      accounting_years: ACCOUNTING_RETENTION_YEARS,
    },
  };
  const unset: [PrivacySetting, string | null][] = [
    ['PRIVACY_CONTROLLER_NAME', notice.controller.name],
    ['PRIVACY_CONTROLLER_ADDRESS', notice.controller.address],
    ['PRIVACY_CONTROLLER_EMAIL', notice.controller.email],
    ['PRIVACY_HOSTING_PROVIDER', notice.recipients.hosting],
    ['PRIVACY_MAIL_PROVIDER', sendsMail ? notice.recipients.mail : 'not needed'],
    ['PRIVACY_AUTHORITY_NAME', notice.supervisory_authority.name],
    ['PRIVACY_AUTHORITY_ADDRESS', notice.supervisory_authority.address],
  ];
  return { ...notice, missing: unset.filter(([, given]) => given === null).map(([setting]) => setting) };
}
