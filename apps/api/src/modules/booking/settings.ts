import { type BookingSettings, bookingSettingsOf } from '@portal/contracts';
import type { CompanyRow } from '../../plugins/tenancy';

type SettingsHolder = Pick<CompanyRow, 'settings'>;
/** Parsed once per company row read: the policy asks for every booking of a calendar week. */
const parsed = new WeakMap<SettingsHolder, BookingSettings>();

/** The company's booking rules: its `settings.booking`, with defaults for what it leaves out or got wrong. */
export function bookingSettings(company: SettingsHolder): BookingSettings {
  const known = parsed.get(company);
  if (known) return known;
  const settings = bookingSettingsOf(company.settings);
  parsed.set(company, settings);
  return settings;
}
