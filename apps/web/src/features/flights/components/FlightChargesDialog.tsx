import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ChargeLine, Flight } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/PageLoader';
import { formatNumber } from '../../../lib/i18n/format';
import { formatMoney, formatVat } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { changeFlightPayer, flightChargesQuery } from '../api/flights';
import { choiceOf, type PayerChoice, PayerFields, payerBody } from './PayerFields';

interface Props {
  flight: Flight;
  onClose: () => void;
}

/** How much of a line's unit it counts: hours for minutes, litres for decilitres. */
function quantityOf(line: ChargeLine, t: TFunction<'flights'>) {
  if (line.unit === 'minutes') return t('charges.units.minutes', { count: line.quantity });
  if (line.unit === 'decilitres') return t('charges.units.litres', { litres: formatNumber(line.quantity / 10) });
  return t(`charges.units.${line.unit}`, { count: line.quantity });
}

/** Who pays a line, with the share when two members split the flight. */
function payerOf(line: ChargeLine, t: TFunction<'flights'>) {
  const name = line.payer_name ?? t('charges.company');
  return line.share_percent < 100 ? `${name} (${line.share_percent} %)` : name;
}

/** What each payer owes of the flight, in the order they first appear. */
function payerTotals(lines: ChargeLine[], t: TFunction<'flights'>): [string, number][] {
  const totals = new Map<string, number>();
  for (const line of lines) {
    const name = line.payer_name ?? t('charges.company');
    totals.set(name, (totals.get(name) ?? 0) + line.gross);
  }
  return [...totals];
}

/** A flight's charge lines, their total and state; before billing accounting changes who pays. */
export function FlightChargesDialog({ flight, onClose }: Props) {
  const { t } = useTranslation('flights');
  const phone = !useMediaQuery(useTheme().breakpoints.up('sm'), { noSsr: true });
  const charges = useQuery(flightChargesQuery(flight.id));
  const [choice, setChoice] = useState<PayerChoice>(() => choiceOf(flight));
  const [saving, setSaving] = useState(false);
  const billed = charges.data?.meta.billed ?? flight.status === 'billed';
  const body = payerBody(choice);

  const save = async () => {
    if (!body) return;
    setSaving(true);
    try {
      await changeFlightPayer(flight.id, body);
      toast.success(t('charges.payerSaved'));
      await charges.refetch();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const currency = charges.data?.meta.currency ?? 'EUR';
  const shares = payerTotals(charges.data?.data ?? [], t);
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth>
      <DialogTitle>
        {t('charges.title', { registration: flight.airplane.registration })}{' '}
        <Chip
          size="small"
          variant="outlined"
          color={billed ? 'default' : 'success'}
          label={t(billed ? 'charges.billed' : 'charges.unbilled')}
        />
      </DialogTitle>
      <DialogContent>
        {charges.isPending && <PageLoader />}
        {charges.isError && <Alert severity="warning">{t('charges.failed')}</Alert>}
        {charges.data && charges.data.data.length === 0 && <Alert severity="info">{t('charges.empty')}</Alert>}
        {charges.data && charges.data.data.length > 0 && (
          <Table size="small" aria-label={t('charges.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('charges.columns.what')}</TableCell>
                {!phone && <TableCell>{t('charges.columns.payer')}</TableCell>}
                <TableCell align="right">{t('charges.columns.quantity')}</TableCell>
                {!phone && <TableCell align="right">{t('charges.columns.vat')}</TableCell>}
                <TableCell align="right">{t('charges.columns.gross')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {charges.data.data.map((line) => (
                <TableRow key={line.id}>
                  <TableCell>
                    {t(`charges.kinds.${line.kind}`)}
                    <br />
                    <small>{line.package_id ? t('charges.package', { name: line.description }) : line.description}</small>
                    {phone && (
                      <>
                        <br />
                        <small>{payerOf(line, t)}</small>
                      </>
                    )}
                  </TableCell>
                  {!phone && <TableCell>{payerOf(line, t)}</TableCell>}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {quantityOf(line, t)}
                  </TableCell>
                  {!phone && <TableCell align="right">{formatVat(line.vat_rate)}</TableCell>}
                  <TableCell align="right">{formatMoney(line.gross, line.currency)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter sx={{ '& td': { fontSize: 'body2.fontSize', color: 'text.primary' } }}>
              {shares.length > 1 &&
                shares.map(([name, amount]) => (
                  <TableRow key={name}>
                    <TableCell colSpan={phone ? 2 : 4}>{t('charges.payerTotal', { name })}</TableCell>
                    <TableCell align="right">{formatMoney(amount, currency)}</TableCell>
                  </TableRow>
                ))}
              <TableRow>
                <TableCell colSpan={phone ? 2 : 4} sx={{ fontWeight: 600 }}>
                  {t('charges.total')}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {formatMoney(charges.data.meta.total, currency)}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        )}
        {!billed && <PayerFields companyId={flight.company_id} choice={choice} onChange={setChoice} />}
        {billed && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('charges.billedHint')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('charges.close')}</Button>
        {!billed && (
          <Button variant="contained" onClick={save} disabled={saving || body === null}>
            {t('charges.savePayer')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
