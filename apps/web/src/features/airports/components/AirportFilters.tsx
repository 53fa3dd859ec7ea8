import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AIRPORT_TYPES } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/SearchField';
import type { AirportSearch } from '../api/airports';
import { COUNTRY_CODES, countryName } from '../lib/countries';
import type { SearchChange } from '../lib/useAirportSearch';

interface Props {
  text: string;
  onText: (text: string) => void;
  search: AirportSearch;
  onChange: (change: SearchChange) => void;
}

/** Search as you type, and the country and type filters. */
export function AirportFilters({ text, onText, search, onChange }: Props) {
  const { t, i18n } = useTranslation('airports');
  const countries = useMemo(
    () => [...COUNTRY_CODES].sort((a, b) => countryName(a).localeCompare(countryName(b), i18n.language)),
    [i18n.language],
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr' } }}>
      <SearchField
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={onText}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
      <Autocomplete
        options={countries}
        value={search.country}
        onChange={(_event, country) => onChange({ country: country ?? undefined })}
        getOptionLabel={countryName}
        renderInput={(params) => <TextField {...params} label={t('filters.country')} />}
      />
      <TextField
        select
        label={t('filters.type')}
        value={search.type ?? ''}
        onChange={(event) => onChange({ type: event.target.value })}
      >
        <MenuItem value="">{t('filters.anyType')}</MenuItem>
        {AIRPORT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
