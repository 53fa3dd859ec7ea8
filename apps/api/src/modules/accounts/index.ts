export { memberBalanceTotals, topDebtors } from './balance-summary';
export { companyAccountId, type EntryInput, memberAccountId, type PostingLine, postEntry, reverseEntry, type Tx } from './ledger';
export { lowBalanceWarnings } from './low-balance';
export { accountCompanyPermissions } from './policy';
export { default as memberAccountRoutes } from './routes';
