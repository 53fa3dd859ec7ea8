export { companiesQuery, companyQuery } from './api/companies';
export { useCompanyPermissions } from './api/permissions';
export { CompanyCard } from './components/CompanyCard';
