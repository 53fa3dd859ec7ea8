import type { AirplaneStatus } from '@portal/contracts';

/** An aircraft's status as a colour on the map and in the list: flying green, grounded red, retired grey. */
export const STATUS_COLORS: Record<AirplaneStatus, string> = {
  active: 'success.main',
  grounded: 'error.main',
  retired: 'text.disabled',
};
