import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Airplane } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/SearchField';
import { matchesSearch } from '../lib/order';
import { AirplaneCard } from './AirplaneCard';

interface Props {
  /** Already in the order to show. */
  airplanes: Airplane[];
  showCompany?: boolean;
}

/** Aircraft as cards, one column on a phone, with a search over registration, type, company and home base. */
export function AirplaneGrid({ airplanes, showCompany = false }: Props) {
  const { t } = useTranslation('fleet');
  const [search, setSearch] = useState('');
  const shown = airplanes.filter((airplane) => matchesSearch(airplane, search));
  return (
    <>
      <SearchField
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={search}
        onChange={setSearch}
        sx={{ mb: 2, maxWidth: { sm: 420 } }}
      />
      {shown.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('search.none', { search })}</Typography>}
      <Grid container spacing={2} component="section" aria-label={t('search.results')}>
        {shown.map((airplane) => (
          <Grid key={airplane.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <AirplaneCard airplane={airplane} showCompany={showCompany} />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
