export { companyFeesQuery } from './api/fees';
export { landingFeesQuery } from './api/landingFees';
export { landingFeesFor } from './lib/applicable';
export { airportLabel, landingFeeBasis } from './lib/basis';
export { feePrice } from './lib/price';
