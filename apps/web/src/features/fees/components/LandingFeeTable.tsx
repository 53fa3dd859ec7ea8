import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Airplane, LandingFee } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/RowActions';
import { formatMoney } from '../../../lib/money';
import { airportLabel, landingFeeBasis } from '../lib/basis';

interface Props {
  rows: LandingFee[];
  airplanes: Airplane[];
  onEdit?: (fee: LandingFee) => void;
  onDelete?: (fee: LandingFee) => void;
}

const byAirportThenBasis = (a: LandingFee, b: LandingFee) =>
  airportLabel(a).localeCompare(airportLabel(b)) ||
  Number(a.airplane_id === null) - Number(b.airplane_id === null) ||
  (a.mtow_max_kg ?? Number.MAX_SAFE_INTEGER) - (b.mtow_max_kg ?? Number.MAX_SAFE_INTEGER);

/** Landing fees per airport: for one aircraft, a weight class or all aircraft, in that order. */
export function LandingFeeTable({ rows, airplanes, onEdit, onDelete }: Props) {
  const { t } = useTranslation('fees');
  const editable = Boolean(onEdit || onDelete);
  return (
    <TableContainer>
      <Table size="small" aria-label={t('landing.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('landing.airport')}</TableCell>
            <TableCell>{t('landing.basis.label')}</TableCell>
            <TableCell align="right">{t('fields.amount')}</TableCell>
            {editable && <TableCell align="right">{t('actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {[...rows].sort(byAirportThenBasis).map((fee) => {
            const label = `${airportLabel(fee)}, ${landingFeeBasis(fee, airplanes, t)}`;
            return (
              <TableRow key={fee.id} hover>
                <TableCell>{airportLabel(fee)}</TableCell>
                <TableCell>{landingFeeBasis(fee, airplanes, t)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(fee.amount, fee.currency)}
                </TableCell>
                {editable && (
                  <TableCell align="right">
                    <RowActions
                      editLabel={t('landing.edit', { label })}
                      deleteLabel={t('landing.delete', { label })}
                      onEdit={onEdit && fee.permissions?.update !== false ? () => onEdit(fee) : undefined}
                      onDelete={onDelete && fee.permissions?.delete !== false ? () => onDelete(fee) : undefined}
                    />
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
