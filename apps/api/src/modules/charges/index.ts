export { billChargeLines, unbillChargeLines } from './billing';
export { changePayer } from './change-payer';
export {
  ACCOUNT_NAMES as CHARGE_ACCOUNT_NAMES,
  chargeFlight,
  rechargeFlight,
  reverseBilledCharges,
  unchargeFlight,
  vatAccount,
} from './charge-flight';
export { default as instructorRateRoutes } from './instructor-rate-routes';
export { keepsCharges, seesLine } from './policy';
export { presentChargeLine } from './presenter';
export { type PricedLine, type PricingInput, priceFlight, vatOfGross } from './price-flight';
export { flightChargeLines } from './queries';
export { lastTwelveMonths, revenueByMonth, unbilledTotals } from './revenue-summary';
export { default as chargeRoutes } from './routes';
