import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datevExportUrl, lastMonth } from '../api/datev';

/** A period (last month to start with) and the download of its DATEV batch for the tax adviser. */
export function DatevExportCard({ companyId }: { companyId: number }) {
  const { t } = useTranslation('accounting');
  const [period, setPeriod] = useState(lastMonth);
  const problem =
    !period.from || !period.to
      ? t('datev.periodMissing')
      : period.from > period.to
        ? t('datev.periodOrder')
        : period.from.slice(0, 4) !== period.to.slice(0, 4)
          ? t('datev.periodOneYear')
          : null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('datev.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('datev.hint')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            type="date"
            label={t('datev.from')}
            value={period.from}
            onChange={(event) => setPeriod({ ...period, from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            label={t('datev.to')}
            value={period.to}
            onChange={(event) => setPeriod({ ...period, to: event.target.value })}
            error={problem !== null}
            helperText={problem ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button
            variant="contained"
            startIcon={<IconDownload size={18} aria-hidden />}
            disabled={problem !== null}
            // A disabled link has no address to follow.
            {...(problem ? {} : { href: datevExportUrl(companyId, period.from, period.to), download: true })}
            sx={{ mt: { sm: 1 } }}
          >
            {t('datev.download')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
