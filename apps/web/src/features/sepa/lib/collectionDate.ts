import { addDays } from '../../../lib/dates/clock';

/** Today's date (YYYY-MM-DD) in the company's time zone. */
export const todayIn = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** The earliest collection date the API accepts: the day after today where the company is. */
export const earliestCollectionDate = (timeZone: string, now = new Date()) => addDays(todayIn(timeZone, now), 1);
