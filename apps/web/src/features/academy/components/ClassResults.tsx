import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/SectionCard';
import { formatDateTime } from '../../../lib/i18n/format';
import { classResultsQuery } from '../api/academy';

/** Instructors: every attempt at the questionnaire with its score, newest first. */
export function ClassResults({ questionnaireId }: { questionnaireId: number }) {
  const { t } = useTranslation('academy');
  const results = useQuery(classResultsQuery(questionnaireId));
  const rows = results.data ?? [];
  return (
    <SectionCard title={t('classResults.title')}>
      {rows.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{results.isPending ? '…' : t('classResults.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={t('classResults.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('classResults.member')}</TableCell>
              <TableCell>{t('classResults.date')}</TableCell>
              <TableCell align="right">{t('classResults.score')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.attempt_id}>
                <TableCell>{row.member_name}</TableCell>
                <TableCell>{formatDateTime(row.started_at)}</TableCell>
                <TableCell align="right">
                  {row.score_percent === null ? (
                    <Chip size="small" label={t('classResults.open')} />
                  ) : (
                    <Chip
                      size="small"
                      color={row.passed ? 'success' : 'error'}
                      variant="outlined"
                      label={`${row.score_percent} %`}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
}
