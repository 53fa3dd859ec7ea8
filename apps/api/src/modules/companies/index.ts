export { defaultRoleFor } from './default-role';
export { administrationPermissions } from './policy';
export { presentCompanySummary } from './presenter';
export { default as companyRoutes } from './routes';
export { updateCompany } from './update-company';
