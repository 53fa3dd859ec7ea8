export { default as airportDetailRoutes } from './airport-routes';
export { default as landingFeeRoutes } from './landing-fee-routes';
export { landingFeeFor } from './landing-fee-service';
export { feeCompanyPermissions } from './policy';
export { presentFee } from './presenter';
export { default as feeRoutes } from './routes';
