import { type BookingSettings, bookingSettingsSchema } from '@portal/contracts';
import type { CompanyRow } from '../../plugins/tenancy';

/** The company's booking rules: its `settings.booking`, with defaults for what it leaves out or got wrong. */
export function bookingSettings(company: Pick<CompanyRow, 'settings'>): BookingSettings {
  const stored = company.settings?.booking;
  const parsed = bookingSettingsSchema.safeParse(typeof stored === 'object' && stored ? stored : {});
  return parsed.success ? parsed.data : bookingSettingsSchema.parse({});
}
