import {
  type Airport,
  type BookingSettings,
  bookingSettingsOf,
  type Company,
  type CompanyUpdate,
  defaultRoleOf,
  mailFooterOf,
  type Role,
} from '@portal/contracts';
import { ACCOUNTING_FIELDS, type AccountingSettingsValues, accountingPayload, accountingValues } from './accountingSettingsForm';

/** One section of the settings page: its inputs' values ('' for "none"), the fields a 422 can name, and the change it saves. */
export interface SettingsSectionModel<V> {
  values: (company: Company) => V;
  fields: string[];
  payload: (values: V, company: Company) => CompanyUpdate;
}

const orNull = (text: string) => text.trim() || null;

export interface ProfileValues {
  name: string;
  street: string;
  postal_code: string;
  city: string;
  email: string;
  phone: string;
  website: string;
}

/** "Verein": the name, the address and how to reach the club. */
export const profileSection: SettingsSectionModel<ProfileValues> = {
  values: (company) => ({
    name: company.name,
    street: company.street ?? '',
    postal_code: company.postal_code ?? '',
    city: company.city ?? '',
    email: company.email ?? '',
    phone: company.phone ?? '',
    website: company.website ?? '',
  }),
  fields: ['name', 'street', 'postal_code', 'city', 'email', 'phone', 'website'],
  payload: (values) => ({
    name: values.name.trim(),
    street: orNull(values.street),
    postal_code: orNull(values.postal_code),
    city: orNull(values.city),
    email: orNull(values.email),
    phone: orNull(values.phone),
    website: orNull(values.website),
  }),
};

export interface ZoneValues {
  timezone: string;
  currency: string;
}

export const zoneSection: SettingsSectionModel<ZoneValues> = {
  values: (company) => ({ timezone: company.timezone, currency: company.currency }),
  fields: ['timezone', 'currency'],
  payload: (values) => ({ timezone: values.timezone, currency: values.currency }),
};

export interface HomeAirportValues {
  home_airport: Airport | null;
}

/** The home airfield is read apart from the company (it may come from the fleet), so its section is given it. */
export const homeAirportSection = (airport: Airport | null): SettingsSectionModel<HomeAirportValues> => ({
  values: () => ({ home_airport: airport }),
  // A bad airfield is answered as `home_airport_id`, which no input is named: it shows as a message.
  fields: [],
  payload: (values) => ({ home_airport_id: values.home_airport?.id ?? null }),
});

export interface BookingRuleValues {
  settings: {
    booking: {
      operating_hours: { from: string; to: string };
      max_duration_hours: string;
      max_days_ahead: string;
      cancellation_deadline_hours: string;
      licence_check: BookingSettings['licence_check'];
      show_pilot_names: 'yes' | 'no';
    };
  };
}

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** "Buchungsregeln": bookable hours, the limits, the cancellation deadline and the licence check before a booking. */
export const bookingRulesSection: SettingsSectionModel<BookingRuleValues> = {
  values: (company) => {
    const rules = bookingSettingsOf(company.settings);
    return {
      settings: {
        booking: {
          operating_hours: rules.operating_hours,
          max_duration_hours: String(rules.max_duration_hours),
          max_days_ahead: String(rules.max_days_ahead),
          cancellation_deadline_hours: String(rules.cancellation_deadline_hours),
          licence_check: rules.licence_check,
          show_pilot_names: rules.show_pilot_names ? 'yes' : 'no',
        },
      },
    };
  },
  fields: [
    'settings.booking.operating_hours.from',
    'settings.booking.operating_hours.to',
    'settings.booking.max_duration_hours',
    'settings.booking.max_days_ahead',
    'settings.booking.cancellation_deadline_hours',
    'settings.booking.licence_check',
    'settings.booking.show_pilot_names',
  ],
  payload: ({ settings: { booking } }) => ({
    settings: {
      booking: {
        operating_hours: booking.operating_hours,
        max_duration_hours: whole(booking.max_duration_hours),
        max_days_ahead: whole(booking.max_days_ahead),
        cancellation_deadline_hours: whole(booking.cancellation_deadline_hours),
        licence_check: booking.licence_check,
        show_pilot_names: booking.show_pilot_names === 'yes',
      },
    },
  }),
};

export interface AccountingValues {
  settings: { accounting: AccountingSettingsValues };
}

export const accountingSection: SettingsSectionModel<AccountingValues> = {
  values: (company) => ({ settings: { accounting: accountingValues(company) } }),
  fields: ACCOUNTING_FIELDS,
  payload: (values, company) => ({ settings: { accounting: accountingPayload(values.settings.accounting, company.currency) } }),
};

export interface RoleDefaultValues {
  settings: { memberships: { default_role: Role } };
}

export const roleDefaultsSection: SettingsSectionModel<RoleDefaultValues> = {
  values: (company) => ({ settings: { memberships: { default_role: defaultRoleOf(company.settings) } } }),
  fields: ['settings.memberships.default_role'],
  payload: (values) => ({ settings: { memberships: values.settings.memberships } }),
};

export interface MailValues {
  settings: { mail: { footer: string } };
}

export const mailSection: SettingsSectionModel<MailValues> = {
  values: (company) => ({ settings: { mail: { footer: mailFooterOf(company.settings) ?? '' } } }),
  fields: ['settings.mail.footer'],
  payload: (values) => ({ settings: { mail: { footer: orNull(values.settings.mail.footer) } } }),
};
