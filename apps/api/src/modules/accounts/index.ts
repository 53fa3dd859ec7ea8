export { companyAccountId, type EntryInput, memberAccountId, type PostingLine, postEntry, reverseEntry, type Tx } from './ledger';
