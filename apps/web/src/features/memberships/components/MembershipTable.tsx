import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Membership } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApproveButton } from './ApproveButton';
import { RejectButton } from './RejectButton';
import { RolesEditor } from './RolesEditor';
import { StatusChip } from './StatusChip';

function Person({ membership }: { membership: Membership }) {
  return (
    <>
      <Link component={RouterLink} to={`/companies/${membership.company_id}/memberships/${membership.id}`}>
        {membership.name}
      </Link>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {membership.email}
      </Typography>
    </>
  );
}

/** The roles (editable where allowed) and, for a pending request, approve and reject. */
function Actions({ membership }: { membership: Membership }) {
  const { t } = useTranslation('memberships');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {membership.permissions?.update === false ? (
        membership.roles.map((role) => <Chip key={role} size="small" label={t(`roles.${role}`)} />)
      ) : (
        <RolesEditor membership={membership} />
      )}
      {membership.status === 'pending' && membership.permissions?.approve !== false && (
        <>
          <ApproveButton membership={membership} />
          <RejectButton membership={membership} />
        </>
      )}
    </Box>
  );
}

/** Memberships with status and roles as a table; below the md breakpoint each one is a stacked row. */
export function MembershipTable({ memberships }: { memberships: Membership[] }) {
  const { t } = useTranslation('memberships');
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  return (
    <TableContainer>
      <Table size="small" aria-label={t('tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('name')}</TableCell>
            {wide && <TableCell>{t('number')}</TableCell>}
            {wide && <TableCell>{t('status')}</TableCell>}
            {wide && <TableCell>{t('roles.title')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {memberships.map((membership) =>
            wide ? (
              <TableRow key={membership.id} hover>
                <TableCell>
                  <Person membership={membership} />
                </TableCell>
                <TableCell>{membership.member_number ?? '–'}</TableCell>
                <TableCell>
                  <StatusChip status={membership.status} />
                </TableCell>
                <TableCell>
                  <Actions membership={membership} />
                </TableCell>
              </TableRow>
            ) : (
              <TableRow key={membership.id}>
                <TableCell sx={{ py: 1.5 }}>
                  <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}>
                    <Box sx={{ minWidth: 0 }}>
                      <Person membership={membership} />
                    </Box>
                    <StatusChip status={membership.status} />
                  </Box>
                  <Actions membership={membership} />
                </TableCell>
              </TableRow>
            ),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
