import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPagination } from '../../../components/ListPagination';
import { ListSection } from '../../../components/ListSection';
import { formatDate } from '../../../lib/i18n/format';
import { companyMembershipsQuery } from '../../memberships';
import { soldPackagesQuery } from '../api/packages';
import { remainingOf } from '../lib/terms';

/** "Expiring soon": open packages that run out within this many days. */
const SOON_DAYS = 30;

/** Packages sold to members, expiring first; filtered by member and to those expiring soon. */
export function SoldPackageList({ companyId }: { companyId: number }) {
  const { t } = useTranslation('packages');
  const [membershipId, setMembershipId] = useState('');
  const [soon, setSoon] = useState(false);
  const [page, setPage] = useState(1);
  const members = useQuery(companyMembershipsQuery(companyId, { status: 'approved' })).data ?? [];
  const sold = useQuery(
    soldPackagesQuery(companyId, {
      membershipId: membershipId ? Number(membershipId) : undefined,
      expiringWithinDays: soon ? SOON_DAYS : undefined,
      page,
    }),
  );
  const rows = sold.data?.data ?? [];
  return (
    <ListSection
      title={t('sold.title')}
      status={sold}
      failedText={t('loadFailed')}
      isEmpty={rows.length === 0}
      emptyText={t(membershipId || soon ? 'sold.emptyFiltered' : 'sold.empty')}
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <TextField
          select
          size="small"
          label={t('sold.member')}
          value={membershipId}
          onChange={(event) => {
            setMembershipId(event.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('sold.allMembers')}</MenuItem>
          {members.map((member) => (
            <MenuItem key={member.id} value={String(member.id)}>
              {member.name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={soon}
              onChange={(event) => {
                setSoon(event.target.checked);
                setPage(1);
              }}
            />
          }
          label={t('sold.expiringSoon', { count: SOON_DAYS })}
        />
      </Box>
      {rows.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={t('sold.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('fields.name')}</TableCell>
                <TableCell align="right">{t('fields.remaining')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((pkg) => (
                <TableRow key={pkg.id} hover>
                  <TableCell>
                    <Link to={`/prePaidPackage/${pkg.id}`}>{pkg.name}</Link>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {`${pkg.member_name ?? ''} · ${t(pkg.closed_at ? 'sold.expired' : 'sold.expires', { date: formatDate(pkg.expires_at) })}`}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {remainingOf(pkg, t)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {sold.data?.meta && <ListPagination meta={sold.data.meta} onPage={setPage} compact />}
    </ListSection>
  );
}
