import type { TFunction } from 'i18next';
import type { ServerMessageTable } from '../../../lib/api/serverMessages';

const exact = (match: string, key: string) => ({ match, key: `flights:server.${key}` });

/** Hobbs keeps its name; the tach is the form's word for it. */
const meter = ({ meter: name = '', ...rest }: Record<string, string>, t: TFunction) => ({
  ...rest,
  meter: name === 'Hobbs' ? name : t('flights:form.tach'),
});

const gap =
  '^The (?<meter>Hobbs|tach) start reading (?<reading>\\S+) does not continue the aircraft’s last reading (?<last>\\S+)\\.';

/** The flight API's messages (packages/contracts/flight-messages), in flights:server. */
export const flightServerMessages: ServerMessageTable = [
  exact('Enter the airport’s ICAO code, e.g. EDTY.', 'airportCode'),
  exact('The take-off must not be before the off-block time.', 'takeoffBeforeOffBlock'),
  exact('The landing must be after the take-off.', 'landingAfterTakeoff'),
  exact('The on-block time must not be before the landing.', 'onBlockBeforeLanding'),
  exact('A flight cannot last longer than 24 hours.', 'tooLong'),
  exact('A flight can only be recorded once it has ended.', 'notEnded'),
  exact('The night time cannot exceed the block time.', 'nightExceedsBlock'),
  exact('The IFR time cannot exceed the block time.', 'ifrExceedsBlock'),
  exact('The Hobbs end reading must not be below the start reading.', 'hobbsBackwards'),
  exact('The tach end reading must not be below the start reading.', 'tachBackwards'),
  exact('Give both tach readings or neither.', 'tachPair'),
  exact('A flight has at least one landing.', 'oneLanding'),
  exact('The instructor cannot be the pilot of the same flight.', 'instructorIsPilot'),
  exact('Only admins may override the aircraft’s readings.', 'overrideAdminsOnly'),
  exact('The aircraft already has a flight recorded at that time.', 'overlap'),
  exact('Please choose the pilot of this flight.', 'choosePilot'),
  exact('Only instructors and admins may record the flights of other members.', 'othersFlights'),
  exact('Only the crew, accounting and admins see this flight.', 'seeNotAllowed'),
  exact('Only admins may correct a recorded flight.', 'changeAdminsOnly'),
  exact('This flight is billed and locked; record a correction instead.', 'billed'),
  exact('The flight was changed in the meantime; please reload it.', 'changedMeanwhile'),
  exact('Only admins may correct a billed flight.', 'correctAdminsOnly'),
  exact('This flight is not billed yet; change it directly.', 'notBilled'),
  exact('This flight has already been corrected.', 'alreadyCorrected'),
  exact('The selected booking was cancelled.', 'bookingCancelled'),
  { match: /^The airport (?<ident>\S+) is not in the airports directory\.$/, key: 'flights:server.unknownAirport' },
  { match: new RegExp(`${gap} To record it anyway, give an override reason\\.`), key: 'flights:server.gapAdmin', values: meter },
  { match: new RegExp(gap), key: 'flights:server.gap', values: meter },
];
