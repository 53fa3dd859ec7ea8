import { type Airport, bookingSettingsOf, type Company, type CompanyUpdate } from '@portal/contracts';
import { ACCOUNTING_FIELDS, type AccountingSettingsValues, accountingPayload, accountingValues } from './accountingSettingsForm';

/** The settings form's fields as the inputs hold them ('' for "none"). */
export interface CompanySettingsValues {
  name: string;
  street: string;
  postal_code: string;
  city: string;
  email: string;
  phone: string;
  website: string;
  timezone: string;
  currency: string;
  home_airport: Airport | null;
  settings: { booking: { operating_hours: { from: string; to: string } }; accounting: AccountingSettingsValues };
}

/** The fields a 422 can name that the form shows; the names are the API's. */
export const SETTINGS_FIELDS = [
  'name',
  'street',
  'postal_code',
  'city',
  'email',
  'phone',
  'website',
  'timezone',
  'currency',
  'settings.booking.operating_hours.from',
  'settings.booking.operating_hours.to',
  ...ACCOUNTING_FIELDS,
];

export const settingsValues = (company: Company, homeAirport: Airport | null): CompanySettingsValues => ({
  name: company.name,
  street: company.street ?? '',
  postal_code: company.postal_code ?? '',
  city: company.city ?? '',
  email: company.email ?? '',
  phone: company.phone ?? '',
  website: company.website ?? '',
  timezone: company.timezone,
  currency: company.currency,
  home_airport: homeAirport,
  settings: {
    booking: { operating_hours: bookingSettingsOf(company.settings).operating_hours },
    accounting: accountingValues(company),
  },
});

const orNull = (text: string) => text.trim() || null;

export const settingsPayload = (values: CompanySettingsValues): CompanyUpdate => ({
  name: values.name.trim(),
  street: orNull(values.street),
  postal_code: orNull(values.postal_code),
  city: orNull(values.city),
  email: orNull(values.email),
  phone: orNull(values.phone),
  website: orNull(values.website),
  timezone: values.timezone,
  currency: values.currency,
  home_airport_id: values.home_airport?.id ?? null,
  settings: {
    booking: { operating_hours: values.settings.booking.operating_hours },
    accounting: accountingPayload(values.settings.accounting, values.currency),
  },
});
