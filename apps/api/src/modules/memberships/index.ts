export { default as companyMembershipRoutes } from './company-routes';
export { memberNames } from './member-names';
export { default as membershipRoutes } from './routes';
