export { CollectionsPanel } from './components/CollectionsPanel';
export { MandateCard } from './components/MandateCard';
