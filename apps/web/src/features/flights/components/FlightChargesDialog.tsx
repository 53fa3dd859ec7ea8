import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
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

type Choice = 'pilot' | 'instructor' | 'company';

/** A flight's charge lines, their total and state; before billing accounting changes who pays. */
export function FlightChargesDialog({ flight, onClose }: Props) {
  const { t } = useTranslation('flights');
  const phone = !useMediaQuery(useTheme().breakpoints.up('sm'), { noSsr: true });
  const charges = useQuery(flightChargesQuery(flight.id));
  const people: Record<Exclude<Choice, 'company'>, number | null> = {
    pilot: flight.pilot_membership_id,
    instructor: flight.instructor_membership_id,
  };
  const choiceOf = (id: number | null): Choice | '' =>
    id === null ? 'company' : id === people.pilot ? 'pilot' : id === people.instructor ? 'instructor' : '';
  const [payer, setPayer] = useState<Choice | ''>(choiceOf(flight.payer_membership_id));
  const [second, setSecond] = useState<Choice | ''>(choiceOf(flight.second_payer_membership_id) || '');
  const [percent, setPercent] = useState(String(flight.second_payer_percent ?? 50));
  const [saving, setSaving] = useState(false);
  const billed = charges.data?.meta.billed ?? flight.status === 'billed';
  const idOf = (choice: Choice | '') => (choice === '' || choice === 'company' ? null : people[choice]);
  const choices: Choice[] = flight.instructor_membership_id ? ['pilot', 'instructor', 'company'] : ['pilot', 'company'];

  const save = async () => {
    setSaving(true);
    try {
      const secondId = payer === 'company' ? null : idOf(second);
      await changeFlightPayer(flight.id, {
        payer_membership_id: idOf(payer),
        second_payer_membership_id: secondId,
        second_payer_percent: secondId === null ? null : Number(percent),
      });
      toast.success(t('charges.payerSaved'));
      await charges.refetch();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const currency = charges.data?.meta.currency ?? 'EUR';
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
                  </TableCell>
                  {!phone && (
                    <TableCell>
                      {line.payer_name ?? t('charges.company')}
                      {line.share_percent < 100 && ` (${line.share_percent} %)`}
                    </TableCell>
                  )}
                  <TableCell align="right">{quantityOf(line, t)}</TableCell>
                  {!phone && <TableCell align="right">{formatVat(line.vat_rate)}</TableCell>}
                  <TableCell align="right">{formatMoney(line.gross, line.currency)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={phone ? 2 : 4}>{t('charges.total')}</TableCell>
                <TableCell align="right">{formatMoney(charges.data.meta.total, currency)}</TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        )}
        {!billed && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
            <TextField
              select
              label={t('charges.payer')}
              value={payer}
              onChange={(event) => setPayer(event.target.value as Choice)}
              sx={{ minWidth: 180 }}
            >
              {choices.map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {t(`charges.choices.${choice}`)}
                </MenuItem>
              ))}
            </TextField>
            {payer !== 'company' && (
              <TextField
                select
                label={t('charges.secondPayer')}
                value={second}
                onChange={(event) => setSecond(event.target.value as Choice | '')}
                sx={{ minWidth: 180 }}
              >
                <MenuItem value="">{t('charges.choices.none')}</MenuItem>
                {choices
                  .filter((choice) => choice !== 'company' && choice !== payer)
                  .map((choice) => (
                    <MenuItem key={choice} value={choice}>
                      {t(`charges.choices.${choice}`)}
                    </MenuItem>
                  ))}
              </TextField>
            )}
            {payer !== 'company' && second !== '' && (
              <TextField
                label={t('charges.percent')}
                value={percent}
                inputMode="numeric"
                onChange={(event) => setPercent(event.target.value)}
                sx={{ width: 140 }}
              />
            )}
          </Stack>
        )}
        {billed && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('charges.billedHint')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('charges.close')}</Button>
        {!billed && (
          <Button variant="contained" onClick={save} disabled={saving || payer === ''}>
            {t('charges.savePayer')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
