import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListSection } from '../../../components/ListSection';
import { formatDateTime } from '../../../lib/i18n/format';
import { registrationsExportUrl, registrationsQuery } from '../api/events';

const colors = { registered: 'success', waiting: 'warning', declined: 'default' } as const;

/** The admins' list of who answered: registered, the waiting list in order, who declined; and its CSV. */
export function RegistrationsTable({ eventId, zone }: { eventId: number; zone: string }) {
  const { t } = useTranslation('events');
  const query = useQuery(registrationsQuery(eventId));
  const rows = query.data ?? [];
  return (
    <ListSection
      title={t('registrations.title')}
      status={query}
      failedText={t('failed')}
      isEmpty={query.isSuccess && rows.length === 0}
      emptyText={t('registrations.empty')}
    >
      {rows.length > 0 && (
        <>
          <TableContainer tabIndex={0} role="region" aria-label={t('registrations.title')}>
            <Table size="small" aria-label={t('registrations.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('registrations.name')}</TableCell>
                  <TableCell>{t('registrations.status')}</TableCell>
                  <TableCell>{t('registrations.at')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>{row.name}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={colors[row.status]}
                        variant={row.status === 'declined' ? 'outlined' : 'filled'}
                        label={
                          row.status === 'waiting'
                            ? t('status.waiting', { position: row.waiting_position })
                            : t(`status.${row.status}`)
                        }
                      />
                    </TableCell>
                    <TableCell>{formatDateTime(row.registered_at, zone)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Button
            sx={{ mt: 2 }}
            variant="outlined"
            size="small"
            href={registrationsExportUrl(eventId)}
            download
            startIcon={<IconDownload size={18} aria-hidden />}
          >
            {t('registrations.export')}
          </Button>
        </>
      )}
    </ListSection>
  );
}
