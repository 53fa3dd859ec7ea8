import { type BookingSettings, bookingSettingsSchema } from '@portal/contracts';
import type { CompanyRow } from '../../plugins/tenancy';

type SettingsHolder = Pick<CompanyRow, 'settings'>;
/** Parsed once per company row read: the policy asks for every booking of a calendar week. */
const parsed = new WeakMap<SettingsHolder, BookingSettings>();

/** The company's booking rules: its `settings.booking`, with defaults for what it leaves out or got wrong. */
export function bookingSettings(company: SettingsHolder): BookingSettings {
  const known = parsed.get(company);
  if (known) return known;
  const stored = company.settings?.booking;
  const result = bookingSettingsSchema.safeParse(typeof stored === 'object' && stored ? stored : {});
  const settings = result.success ? result.data : bookingSettingsSchema.parse({});
  parsed.set(company, settings);
  return settings;
}
