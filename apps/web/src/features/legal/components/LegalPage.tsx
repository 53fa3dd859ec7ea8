import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { configQuery } from '../../../lib/api/config';
import { LegalDocument } from './LegalDocument';

/** The imprint or the terms: their sections from the legal namespace, with the operator's details filled in. */
export function LegalPage({ page }: { page: 'imprint' | 'terms' }) {
  const { t } = useTranslation('legal');
  const operator = useQuery(configQuery).data?.operator;
  const values = { name: operator?.name ?? '…', address: operator?.address ?? '…', email: operator?.email ?? '…' };
  const sections = t(`${page}.sections`, { returnObjects: true, ...values }) as { heading: string; text: string }[];
  return <LegalDocument sections={sections.map(({ heading, text }) => ({ heading, paragraphs: [text] }))} />;
}
