import type { Airplane, Company } from '@portal/contracts';
import { useOutletContext } from 'react-router';

/** What the aircraft page hands its tabs once both are loaded. */
export interface AirplaneContext {
  airplane: Airplane;
  company: Company;
  /** The user keeps the fleet (admin): may change the aircraft, classify squawks, manage upkeep and papers. */
  canEdit: boolean;
}

export const useAirplaneContext = () => useOutletContext<AirplaneContext>();
