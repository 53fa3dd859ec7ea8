export { RECENCY_DAYS, recency } from './currency';
export { ownEntry } from './entries';
export { default as expirySchedule } from './expiry-schedule';
export { syncFlightEntries } from './flight-entries';
export { default as logbookRoutes } from './routes';
export { default as logbookTotalsRoutes } from './totals-routes';
export { default as logbookTransferRoutes } from './transfer-routes';
