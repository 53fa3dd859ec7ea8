export { ENTRIES_PER_PAGE, logbookEntriesQuery } from './api/entries';
export { logbookTotalsQuery } from './api/totals';
export { CurrencyCard } from './components/CurrencyCard';
