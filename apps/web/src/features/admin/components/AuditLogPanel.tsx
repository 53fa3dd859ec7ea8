import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/i18n/format';
import { auditLogQuery } from '../api/admin';

/** Who did what and when: approvals, role changes, impersonation. */
export function AuditLogPanel() {
  const { t } = useTranslation('admin');
  const { data = [], isError } = useQuery(auditLogQuery);
  if (isError) return <Alert severity="warning">{t('loadFailed')}</Alert>;
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
            {data.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>{formatDateTime(entry.created_at)}</TableCell>
                <TableCell>{entry.actor?.name ?? '–'}</TableCell>
                <TableCell>
                  {entry.action} · {entry.subject_type}
                  {entry.subject_id ? ` #${entry.subject_id}` : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
