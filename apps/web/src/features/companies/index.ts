export { companiesQuery, companyQuery } from './api/companies';
export { companyHomeAirportQuery } from './api/homeAirport';
export { CompanyCard } from './components/CompanyCard';
