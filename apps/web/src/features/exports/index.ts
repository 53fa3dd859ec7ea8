export { DatevExportCard } from './components/DatevExportCard';
