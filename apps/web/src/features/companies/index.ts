export { companiesQuery, companyQuery } from './api/companies';
export { CompanyCard } from './components/CompanyCard';
