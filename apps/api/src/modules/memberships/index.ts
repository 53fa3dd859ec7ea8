export { default as companyMembershipRoutes } from './company-routes';
export { default as membershipRoutes } from './routes';
