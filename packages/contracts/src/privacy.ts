import { z } from 'zod';

/**
 * The server settings a complete privacy notice (Art. 13 GDPR) needs. The mail provider is needed only
 * when the server sends mail through one (SMTP_URL set).
 */
export const PRIVACY_REQUIRED_SETTINGS = [
  'PRIVACY_CONTROLLER_NAME',
  'PRIVACY_CONTROLLER_ADDRESS',
  'PRIVACY_CONTROLLER_EMAIL',
  'PRIVACY_HOSTING_PROVIDER',
  'PRIVACY_MAIL_PROVIDER',
  'PRIVACY_AUTHORITY_NAME',
  'PRIVACY_AUTHORITY_ADDRESS',
] as const;
export const privacySettingSchema = z.enum(PRIVACY_REQUIRED_SETTINGS);
export type PrivacySetting = z.infer<typeof privacySettingSchema>;

const text = z.string().nullable();

/** What the privacy page fills in; a null that the operator must set is named in `missing`. */
export const privacyNoticeSchema = z.object({
  controller: z.object({ name: text, address: text, email: text, phone: text }),
  /** Null: no data protection officer is appointed. */
  data_protection_officer: z.object({ name: z.string(), email: text }).nullable(),
  recipients: z.object({
    hosting: text,
    /** Null with `sends_mail` false: mail stays on the server, no provider is involved. */
    mail: text,
    sends_mail: z.boolean(),
  }),
  /** Null: no transfer to countries outside the EU/EEA. */
  third_country_transfers: text,
  /** Null: nothing is processed on the basis of consent. */
  consent_purposes: text,
  supervisory_authority: z.object({ name: text, address: text, url: text }),
  retention: z.object({
    session_idle_days: z.number().int(),
    remembered_session_days: z.number().int(),
    api_token_days: z.number().int(),
    log_days: z.number().int(),
    accounting_years: z.number().int(),
  }),
  missing: z.array(privacySettingSchema),
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;
