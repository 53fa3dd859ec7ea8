export { MandateCard } from './components/MandateCard';
