import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Fee } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/RowActions';
import { formatMoney, formatVat } from '../../../lib/money';
import { feePrice } from '../lib/price';
import { validity } from '../lib/validity';

interface Props {
  fees: Fee[];
  /** Given where the user may change fees; each row still follows its own permissions. */
  onEdit?: (fee: Fee) => void;
  onDelete?: (fee: Fee) => void;
}

/** The company's fees: what, how charged, how much with VAT, how long valid; stacked on a phone. */
export function FeeTable({ fees, onEdit, onDelete }: Props) {
  const { t } = useTranslation('fees');
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const actions = (fee: Fee) =>
    (onEdit || onDelete) && (
      <RowActions
        editLabel={t('edit', { title: fee.title })}
        deleteLabel={t('delete', { title: fee.title })}
        onEdit={onEdit && fee.permissions?.update !== false ? () => onEdit(fee) : undefined}
        onDelete={onDelete && fee.permissions?.delete !== false ? () => onDelete(fee) : undefined}
      />
    );
  return (
    <TableContainer>
      <Table size="small" aria-label={t('tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.title')}</TableCell>
            {wide && <TableCell>{t('fields.kind')}</TableCell>}
            {wide && <TableCell align="right">{t('fields.amount')}</TableCell>}
            {wide && <TableCell align="right">{t('fields.vat_rate')}</TableCell>}
            {wide && <TableCell>{t('validity.label')}</TableCell>}
            {(onEdit || onDelete) && <TableCell align="right">{t('actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {fees.map((fee) => (
            <TableRow key={fee.id} hover>
              <TableCell>
                {fee.title}
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {wide ? fee.ident : `${feePrice(fee, t)} · ${fee.ident} · ${validity(fee, t)}`}
                </Typography>
              </TableCell>
              {wide && <TableCell>{t(`kinds.${fee.kind}`)}</TableCell>}
              {wide && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(fee.amount, fee.currency)}
                </TableCell>
              )}
              {wide && <TableCell align="right">{formatVat(fee.vat_rate)}</TableCell>}
              {wide && <TableCell>{validity(fee, t)}</TableCell>}
              {(onEdit || onDelete) && <TableCell align="right">{actions(fee)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
