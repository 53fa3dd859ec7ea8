import { LOGBOOK_FUNCTIONS, type LogbookEntry, type LogbookFunction } from '@portal/contracts';

const COLUMN: Record<LogbookFunction, 'pic_minutes' | 'copilot_minutes' | 'dual_minutes' | 'instructor_minutes'> = {
  pic: 'pic_minutes',
  copilot: 'copilot_minutes',
  dual: 'dual_minutes',
  instructor: 'instructor_minutes',
};

/** The functions the pilot logged time in on this entry (PIC, co-pilot, dual, instructor). */
export const functionsOf = (entry: LogbookEntry): LogbookFunction[] => LOGBOOK_FUNCTIONS.filter((fn) => entry[COLUMN[fn]] > 0);
