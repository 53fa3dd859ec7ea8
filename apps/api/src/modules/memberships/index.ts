export { default as companyMembershipRoutes } from './company-routes';
export { membershipCompanyPermissions, viewerIn } from './policy';
export { default as membershipRoutes } from './routes';
