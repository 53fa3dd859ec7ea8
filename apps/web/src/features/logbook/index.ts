export { CurrencyCard } from './components/CurrencyCard';
