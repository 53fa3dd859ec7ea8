import Box from '@mui/material/Box';
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
import type { Airplane } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { feePrice } from '../../fees';
import { formatHours } from '../lib/hours';
import { AirplaneStatusChip } from './AirplaneStatusChip';

function Registration({ airplane }: { airplane: Airplane }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: airplane.color ?? 'divider', flexShrink: 0 }} />
      <Link
        component={RouterLink}
        to={`/companies/${airplane.company_id}/airplanes/${airplane.id}/settings`}
        sx={{ fontWeight: 600 }}
      >
        {airplane.registration}
      </Link>
    </Box>
  );
}

/** The admin's table of the fleet; below the md breakpoint each aircraft is one stacked row. */
export function AirplaneTable({ airplanes }: { airplanes: Airplane[] }) {
  const { t } = useTranslation(['fleet', 'fees']);
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const type = (airplane: Airplane) => `${airplane.manufacturer} ${airplane.model}`;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('admin.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.registration')}</TableCell>
            {wide && <TableCell>{t('fields.type')}</TableCell>}
            {wide && <TableCell>{t('fields.homebase')}</TableCell>}
            {wide && <TableCell align="right">{t('fields.hobbs_minutes')}</TableCell>}
            {wide && <TableCell>{t('fields.fee_id')}</TableCell>}
            <TableCell>{t('fields.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {airplanes.map((airplane) => (
            <TableRow key={airplane.id} hover>
              <TableCell>
                <Registration airplane={airplane} />
                {!wide && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {type(airplane)} · {airplane.homebase?.ident ?? '–'} · {formatHours(airplane.hobbs_minutes)} h
                  </Typography>
                )}
              </TableCell>
              {wide && (
                <TableCell>
                  {type(airplane)}
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t(`categories.${airplane.category}`)}
                  </Typography>
                </TableCell>
              )}
              {wide && <TableCell>{airplane.homebase ? `${airplane.homebase.ident} ${airplane.homebase.name}` : '–'}</TableCell>}
              {wide && <TableCell align="right">{formatHours(airplane.hobbs_minutes)}</TableCell>}
              {wide && <TableCell>{airplane.fee ? feePrice(airplane.fee, t) : '–'}</TableCell>}
              <TableCell>
                <AirplaneStatusChip status={airplane.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
