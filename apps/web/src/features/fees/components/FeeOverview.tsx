import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { companyQuery } from '../../companies';
import { FeeList } from './FeeList';
import { LandingFeeList } from './LandingFeeList';

interface Props {
  companyId: number;
  editFees: boolean;
  editLandingFees: boolean;
  actions?: ReactNode;
  /** Further sections below the lists (accounting's instructor rates). */
  children?: ReactNode;
}

/** The company's fees and landing fees under the page title, in the company's currency. */
export function FeeOverview({ companyId, editFees, editLandingFees, actions, children }: Props) {
  const { t } = useTranslation('fees');
  const company = useQuery({ ...companyQuery(companyId), meta: { silent: true } });
  if (company.isPending) return <PageLoader />;
  if (company.isError) return <Alert severity="warning">{t('loadFailed')}</Alert>;
  return (
    <>
      <PageHeader subtitle={t('subtitle', { company: company.data.name, currency: company.data.currency })} actions={actions} />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <FeeList companyId={companyId} currency={company.data.currency} editable={editFees} />
        <LandingFeeList companyId={companyId} currency={company.data.currency} editable={editLandingFees} />
        {children}
      </Box>
    </>
  );
}
