import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { AirportFrequency } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { megahertz } from '../lib/measures';

/** The published frequencies: the station's kind (TWR, AFIS, ATIS ...), its call and the frequency in MHz. */
export function FrequenciesCard({ frequencies }: { frequencies: AirportFrequency[] }) {
  const { t } = useTranslation('airports');
  return (
    <Card>
      <CardHeader title={t('frequencies.title')} slotProps={{ title: { component: 'h2', variant: 'h5' } }} />
      <CardContent sx={{ pt: 0 }}>
        {frequencies.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('frequencies.none')}</Typography>
        ) : (
          <List dense disablePadding aria-label={t('frequencies.title')}>
            {frequencies.map((frequency) => (
              <ListItem key={frequency.id} divider disableGutters sx={{ gap: 1.5 }}>
                <Chip size="small" label={frequency.type ?? '–'} sx={{ minWidth: 64, fontWeight: 600 }} />
                <ListItemText primary={frequency.description ?? frequency.type} />
                <Typography sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {megahertz(frequency.frequency_mhz)}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
