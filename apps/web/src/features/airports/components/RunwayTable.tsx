import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Runway } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { headingsText, lightingText, runwayName, surfaceText } from '../lib/runwayText';
import { Measure } from './Measure';

/** The runways side by side: name, length and width (ft and m), surface, headings, lighting. */
export function RunwayTable({ runways }: { runways: Runway[] }) {
  const { t } = useTranslation('airports');
  return (
    <Table size="small" aria-label={t('runways.title')} sx={{ '& td, & th': { px: 1, verticalAlign: 'top' } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('runways.name')}</TableCell>
          <TableCell>{t('runways.length')}</TableCell>
          <TableCell>{t('runways.width')}</TableCell>
          <TableCell>{t('runways.surface')}</TableCell>
          <TableCell>{t('runways.headings')}</TableCell>
          <TableCell>{t('runways.lighting')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {runways.map((runway) => (
          <TableRow key={runway.id}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {runwayName(runway)}
              {runway.closed && <Chip size="small" color="error" variant="outlined" label={t('runways.closed')} sx={{ ml: 1 }} />}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Measure feet={runway.length_ft} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Measure feet={runway.width_ft} />
            </TableCell>
            <TableCell>{surfaceText(runway, t)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{headingsText(runway)}</TableCell>
            <TableCell>{lightingText(runway, t)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
