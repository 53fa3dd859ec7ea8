import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { LogbookCurrency } from '@portal/contracts';
import { IconLicense } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentRow } from './DocumentRow';
import { LicencesDialog } from './LicencesDialog';
import { RecencyTile } from './RecencyTile';

/** Recency (passengers, night) and the validity of licences, ratings and medical, with the licence editor. */
export function CurrencyPanel({ currency }: { currency: LogbookCurrency }) {
  const { t } = useTranslation('logbook');
  const [editing, setEditing] = useState(false);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Typography variant="h3" sx={{ fontSize: '1rem' }}>
            {t('currency.title')}
          </Typography>
          <RecencyTile kind="passengers" recency={currency.passengers} licensed={currency.licensed} />
          <RecencyTile kind="night" recency={currency.night} licensed={currency.licensed} />
          {!currency.licensed && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('currency.needsLicenceHint')}
            </Typography>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography variant="h3" sx={{ fontSize: '1rem' }}>
              {t('validity.title')}
            </Typography>
            <Button startIcon={<IconLicense size={18} aria-hidden />} onClick={() => setEditing(true)}>
              {t('licences.edit')}
            </Button>
          </Box>
          {currency.documents.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{t('validity.empty')}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {currency.documents.map((document) => (
                <DocumentRow key={document.id} document={document} />
              ))}
            </Box>
          )}
        </CardContent>
      </Card>
      {editing && <LicencesDialog onClose={() => setEditing(false)} />}
    </Box>
  );
}
