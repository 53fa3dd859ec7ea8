export { memberAccountQuery } from './api/account';
export { AccountBalanceCard } from './components/AccountBalanceCard';
