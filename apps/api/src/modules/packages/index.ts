export { drawAmount, drawMinutes } from './draw';
export { expirePackages } from './expire-packages';
export { default as packageExpirySchedule } from './expiry-schedule';
export { returnFlightDraws } from './return-draws';
export { default as packageRoutes } from './routes';
