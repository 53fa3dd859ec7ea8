import { type BookingSettings, bookingSettingsOf } from '@portal/contracts';
import type { CompanyRow } from '../../plugins/tenancy';

/** The company's booking rules: its `settings.booking`, with defaults for what it leaves out or got wrong. */
export const bookingSettings = (company: Pick<CompanyRow, 'settings'>): BookingSettings => bookingSettingsOf(company.settings);
