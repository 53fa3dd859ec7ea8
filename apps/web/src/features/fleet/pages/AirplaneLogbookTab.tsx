import { AirplaneTechLog } from '../../flights';
import { useAirplaneContext } from '../lib/context';

/** The aircraft's logbook tab: its tech log (the flights feature's). */
export default function AirplaneLogbookTab() {
  const { airplane, company } = useAirplaneContext();
  return <AirplaneTechLog airplane={airplane} zone={company.timezone} />;
}
