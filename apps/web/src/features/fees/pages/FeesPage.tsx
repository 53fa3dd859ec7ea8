import Button from '@mui/material/Button';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCompanyPermissions } from '../../companies';
import { FeeOverview } from '../components/FeeOverview';

/** The company's price list as members see it; admins and accounting find the way to keep it here. */
export default function FeesPage() {
  const { t } = useTranslation('fees');
  const companyId = Number(useParams().company_id);
  const keepsFees = useCompanyPermissions(companyId).can('create_fee');
  return (
    <FeeOverview
      companyId={companyId}
      editFees={false}
      editLandingFees={false}
      actions={
        keepsFees && (
          <Button
            component={Link}
            to={`/companies/${companyId}/accounting/fees`}
            variant="outlined"
            startIcon={<IconSettings size={18} aria-hidden />}
          >
            {t('manage')}
          </Button>
        )
      }
    />
  );
}
