import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { companyQuery, useCompanyPermissions } from '../../features/companies';
import { useMembershipIn } from '../../features/memberships';
import { activeCompanyId, setActiveCompanyId } from '../../lib/api/session';
import { companyNav } from '../navigation/companyNav';
import { AppShell } from './AppShell';

/** A company's area: its sections by what the user may do there; opening it makes it the active company. */
export default function CompanyLayout() {
  const companyId = Number(useParams().company_id);
  const { membership } = useMembershipIn(companyId);
  const company = useQuery({ ...companyQuery(companyId), meta: { silent: true } }).data;
  const { can, entered } = useCompanyPermissions(companyId);

  useEffect(() => {
    if (membership && activeCompanyId() !== companyId) setActiveCompanyId(companyId);
  }, [membership, companyId]);

  const header = company && (
    <Typography variant="overline" sx={{ color: 'text.secondary', display: 'block', lineHeight: 1.4 }}>
      {company.name}
    </Typography>
  );
  return (
    <AppShell
      sections={companyNav(companyId, {
        entered,
        member: Boolean(membership),
        can,
        student: membership?.roles.includes('student') ?? false,
      })}
      navHeader={header}
    />
  );
}
