import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Membership } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { approveMembership } from '../api/companyMemberships';
import { RolesEditor } from './RolesEditor';
import { StatusChip } from './StatusChip';

/** Memberships with their status, roles (editable where allowed) and the approve action for pending ones. */
export function MembershipTable({ memberships }: { memberships: Membership[] }) {
  const { t } = useTranslation('memberships');
  return (
    <TableContainer>
      <Table size="small" aria-label={t('tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('name')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('number')}</TableCell>
            <TableCell>{t('status')}</TableCell>
            <TableCell>{t('roles.title')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {memberships.map((membership) => (
            <TableRow key={membership.id} hover>
              <TableCell>
                <Link component={RouterLink} to={`/companies/${membership.company_id}/memberships/${membership.id}`}>
                  {membership.name}
                </Link>
                <br />
                <small>{membership.email}</small>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{membership.member_number ?? '–'}</TableCell>
              <TableCell>
                <StatusChip status={membership.status} />
              </TableCell>
              <TableCell>
                {membership.permissions?.update === false ? (
                  membership.roles.map((role) => <Chip key={role} size="small" label={t(`roles.${role}`)} sx={{ mr: 0.5 }} />)
                ) : (
                  <RolesEditor membership={membership} />
                )}
              </TableCell>
              <TableCell align="right">
                {membership.status === 'pending' && (
                  <Button size="small" variant="contained" onClick={() => void approveMembership(membership.id)}>
                    {t('approve')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
