export { membershipFor } from './access';
export { default as companyMembershipRoutes } from './company-routes';
export type { TrainedBy } from './list-students';
export { memberNames } from './member-names';
export { type MembershipViewer, membershipCompanyPermissions, viewerIn } from './policy';
export { default as membershipRoutes } from './routes';
