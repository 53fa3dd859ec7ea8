import { LegalPage } from '../components/LegalPage';

export default function TermsPage() {
  return <LegalPage page="terms" />;
}
