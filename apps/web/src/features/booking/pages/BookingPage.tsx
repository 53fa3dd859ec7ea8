import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { activeCompanyId, setActiveCompanyId } from '../../../lib/api/session';
import { useMyMemberships } from '../../memberships';
import { CalendarFeedCard } from '../components/CalendarFeedCard';
import { CompanyCalendar } from '../components/CompanyCalendar';

/** /apps/booking: 'Buche Flüge mit deinen Flugzeugen' in the active company, with a switch when the user has several. */
export default function BookingPage() {
  const { t } = useTranslation('booking');
  const { memberships, isPending } = useMyMemberships();
  const approved = memberships.filter((m) => m.status === 'approved');
  const [chosen, setChosen] = useState(activeCompanyId);
  const companyId = (approved.find((m) => m.company_id === chosen) ?? approved[0])?.company_id;
  if (isPending) return <PageLoader />;
  if (!companyId)
    return (
      <>
        <PageHeader />
        <Alert
          severity="info"
          action={
            <Button component={Link} to="/companies">
              {t('findCompany')}
            </Button>
          }
        >
          {t('noCompany')}
        </Alert>
      </>
    );
  const choose = (id: number) => {
    setActiveCompanyId(id);
    setChosen(id);
  };
  const switcher = approved.length > 1 && (
    <TextField
      select
      size="small"
      label={t('company')}
      value={companyId}
      onChange={(e) => choose(Number(e.target.value))}
      sx={{ minWidth: 240, width: 'auto' }}
    >
      {approved.map((m) => (
        <MenuItem key={m.company_id} value={m.company_id}>
          {m.company?.name ?? `#${m.company_id}`}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <>
      <CompanyCalendar key={companyId} companyId={companyId} actions={switcher} />
      <CalendarFeedCard />
    </>
  );
}
