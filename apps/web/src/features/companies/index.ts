export { companiesQuery, companyQuery, updateCompany } from './api/companies';
export { homeAirportQuery } from './api/homeAirport';
export { useCompanyPermissions } from './api/permissions';
export { useCompanyZone } from './api/zone';
export { CompanyCard } from './components/CompanyCard';
