export { changePayer } from './change-payer';
export { chargeFlight, rechargeFlight, reverseBilledCharges, unchargeFlight } from './charge-flight';
export { default as instructorRateRoutes } from './instructor-rate-routes';
export { keepsCharges, seesLine } from './policy';
export { presentChargeLine } from './presenter';
export { type PricedLine, type PricingInput, priceFlight } from './price-flight';
export { flightChargeLines } from './queries';
export { lastTwelveMonths, revenueByMonth, unbilledTotals } from './revenue-summary';
export { default as chargeRoutes } from './routes';
