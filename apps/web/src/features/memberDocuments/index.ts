export { MemberDocumentsCard } from './components/MemberDocumentsCard';
