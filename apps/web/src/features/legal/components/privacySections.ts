import type { PrivacyNotice, PrivacySetting } from '@portal/contracts';
import type { TFunction } from 'i18next';
import type { LegalSection } from './LegalDocument';

/** The Art. 13 GDPR notice in the reader's language, each value the operator has not set shown as missing. */
export function privacySections(notice: PrivacyNotice, t: TFunction<'legal'>): LegalSection[] {
  const given = (value: string | null, setting: PrivacySetting) => value ?? t('privacy.missing', { setting });
  const { controller, data_protection_officer: dpo, recipients, supervisory_authority: authority, retention } = notice;
  const email = given(controller.email, 'PRIVACY_CONTROLLER_EMAIL');
  const present = (paragraphs: (string | false)[]) => paragraphs.filter((paragraph): paragraph is string => Boolean(paragraph));
  return [
    {
      heading: t('privacy.controller.heading'),
      paragraphs: present([
        t('privacy.controller.text', {
          name: given(controller.name, 'PRIVACY_CONTROLLER_NAME'),
          address: given(controller.address, 'PRIVACY_CONTROLLER_ADDRESS'),
          email,
        }),
        !!controller.phone && t('privacy.controller.phone', { phone: controller.phone }),
      ]),
    },
    {
      heading: t('privacy.dpo.heading'),
      paragraphs: dpo
        ? present([t('privacy.dpo.named', { name: dpo.name }), !!dpo.email && t('privacy.dpo.email', { email: dpo.email })])
        : [t('privacy.dpo.none')],
    },
    { heading: t('privacy.data.heading'), paragraphs: [t('privacy.data.text')] },
    {
      heading: t('privacy.purposes.heading'),
      paragraphs: [
        t('privacy.purposes.contract'),
        t('privacy.purposes.legalObligation'),
        t('privacy.purposes.legitimateInterest'),
        notice.consent_purposes
          ? t('privacy.purposes.consent', { purposes: notice.consent_purposes })
          : t('privacy.purposes.noConsent'),
      ],
    },
    {
      heading: t('privacy.recipients.heading'),
      paragraphs: [
        t('privacy.recipients.hosting', { hosting: given(recipients.hosting, 'PRIVACY_HOSTING_PROVIDER') }),
        recipients.sends_mail
          ? t('privacy.recipients.mail', { mail: given(recipients.mail, 'PRIVACY_MAIL_PROVIDER') })
          : t('privacy.recipients.noMail'),
        t('privacy.recipients.company'),
      ],
    },
    {
      heading: t('privacy.transfers.heading'),
      paragraphs: [
        notice.third_country_transfers
          ? t('privacy.transfers.given', { transfers: notice.third_country_transfers })
          : t('privacy.transfers.none'),
      ],
    },
    {
      heading: t('privacy.retention.heading'),
      paragraphs: [
        t('privacy.retention.sessions', {
          idleDays: retention.session_idle_days,
          rememberedDays: retention.remembered_session_days,
          tokenDays: retention.api_token_days,
        }),
        t('privacy.retention.logs', { logDays: retention.log_days }),
        t('privacy.retention.account'),
        t('privacy.retention.logbook'),
        t('privacy.retention.accounting', { years: retention.accounting_years }),
        t('privacy.retention.browser'),
      ],
    },
    { heading: t('privacy.rights.heading'), paragraphs: [t('privacy.rights.text', { email })] },
    {
      heading: t('privacy.complaint.heading'),
      paragraphs: present([
        t('privacy.complaint.text', {
          name: given(authority.name, 'PRIVACY_AUTHORITY_NAME'),
          address: given(authority.address, 'PRIVACY_AUTHORITY_ADDRESS'),
        }),
        !!authority.url && t('privacy.complaint.url', { url: authority.url }),
      ]),
    },
    { heading: t('privacy.provision.heading'), paragraphs: [t('privacy.provision.text')] },
  ];
}
