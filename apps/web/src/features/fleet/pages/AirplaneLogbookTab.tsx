import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../components/SectionCard';
import { useAirplaneContext } from '../lib/context';

/**
 * The aircraft's logbook (tech log). A placeholder until the logbook issue fills it: it says what
 * is planned here; the logbook feature replaces this component's content.
 */
export default function AirplaneLogbookTab() {
  const { t } = useTranslation('fleet');
  const { airplane } = useAirplaneContext();
  return (
    <SectionCard title={t('logbook.title', { registration: airplane.registration })}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('logbook.notYet')}
      </Alert>
      <Typography>{t('logbook.planned')}</Typography>
    </SectionCard>
  );
}
