import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { companyQuery } from '../../companies/api/companies';
import { BookingCalendar } from './BookingCalendar';

interface Props {
  companyId: number;
  airplaneId?: number;
  /** Shown beside the title, e.g. the company switch. */
  actions?: ReactNode;
  subtitle?: (companyName: string) => ReactNode;
}

/** A page's header and calendar once the company (and with it its time zone) is known. */
export function CompanyCalendar({ companyId, airplaneId, actions, subtitle }: Props) {
  const { t } = useTranslation('booking');
  const company = useQuery(companyQuery(companyId));
  if (company.isPending) return <PageLoader />;
  if (company.isError) return <Alert severity="warning">{t('companyFailed')}</Alert>;
  const { name, timezone } = company.data;
  return (
    <>
      <PageHeader subtitle={subtitle ? subtitle(name) : t('subtitle', { company: name, zone: timezone })} actions={actions} />
      <BookingCalendar companyId={companyId} airplaneId={airplaneId} zone={timezone} />
    </>
  );
}
