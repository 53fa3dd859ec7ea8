export { drawAmount, drawMinutes, hasLivePackage } from './draw';
export { expirePackages } from './expire-packages';
export { default as packageExpirySchedule } from './expiry-schedule';
export { createOffer } from './offers';
export { returnFlightDraws } from './return-draws';
export { default as packageRoutes } from './routes';
export { sellPackage, termsOfSale } from './sell-package';
