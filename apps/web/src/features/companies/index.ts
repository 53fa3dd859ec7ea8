export { companiesQuery, companyQuery } from './api/companies';
export { homeAirportQuery } from './api/homeAirport';
export { CompanyCard } from './components/CompanyCard';
