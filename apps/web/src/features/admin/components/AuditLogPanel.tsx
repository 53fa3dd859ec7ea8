import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListPagination } from '../../../components/ListPagination';
import { formatDateTime } from '../../../lib/i18n/format';
import { auditLogQuery } from '../api/admin';
import { auditChanges } from './auditChanges';

/** Where an entry's subject can be looked at, if anywhere. */
function subjectPath({ subject_type, subject_id, company_id }: AuditEntry): string | null {
  if (!subject_id) return null;
  if (subject_type === 'company') return `/companies/${subject_id}`;
  if (subject_type === 'membership' && company_id) return `/companies/${company_id}/memberships/${subject_id}`;
  return null;
}

/** Who did what and when: approvals, role changes, impersonation. */
export function AuditLogPanel() {
  const { t } = useTranslation(['admin', 'memberships']);
  const [page, setPage] = useState(1);
  const { data: result, isError, isSuccess } = useQuery(auditLogQuery(page));
  const data = result?.data ?? [];
  if (isError) return <Alert severity="warning">{t('loadFailed')}</Alert>;
  if (isSuccess && !data.length) return <Alert severity="info">{t('audit.empty')}</Alert>;
  return (
    <Card>
      <TableContainer>
        <Table size="small" aria-label={t('tabs.audit')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('audit.when')}</TableCell>
              <TableCell>{t('audit.who')}</TableCell>
              <TableCell>{t('audit.what')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((entry) => {
              const subject = `${t(`audit.subjects.${entry.subject_type}`, { defaultValue: entry.subject_type })}${entry.subject_id ? ` #${entry.subject_id}` : ''}`;
              const path = subjectPath(entry);
              return (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>{formatDateTime(entry.created_at)}</TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    {entry.actor?.name ?? '–'}
                    {entry.acting_as && (
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {t('audit.actingAs', { name: entry.acting_as.name })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })} ·{' '}
                    {path ? (
                      <Link component={RouterLink} to={path}>
                        {subject}
                      </Link>
                    ) : (
                      subject
                    )}
                    {auditChanges(t, entry).map((change) => (
                      <Typography key={change} variant="body2" sx={{ color: 'text.secondary' }}>
                        {change}
                      </Typography>
                    ))}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {result && (
        <Box sx={{ px: 2, pb: 2 }}>
          <ListPagination meta={result.meta} onPage={setPage} />
        </Box>
      )}
    </Card>
  );
}
