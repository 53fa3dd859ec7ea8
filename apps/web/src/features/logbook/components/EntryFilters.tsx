import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LOGBOOK_FUNCTIONS } from '@portal/contracts';
import { IconFilterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateFilterField, filterRow, TextFilterField } from '../../../components/FilterFields';
import type { EntryFilters as Filters } from '../api/entries';
import type { useEntryFilters } from '../lib/useEntryFilters';

type Props = Pick<ReturnType<typeof useEntryFilters>, 'filters' | 'setFilter' | 'clear' | 'active'>;

/** Search and narrow the logbook by date range, aircraft, airport and function. */
export function EntryFilters({ filters, setFilter, clear, active }: Props) {
  const { t } = useTranslation('logbook');
  // Clearing starts the typed inputs afresh.
  const [generation, setGeneration] = useState(0);
  const field = (name: 'search' | 'from' | 'to' | 'aircraft' | 'airport') => ({
    label: t(`filters.${name}`),
    value: filters[name],
    onCommit: (value: string | undefined) => setFilter(name, value),
  });
  return (
    <Box role="search" aria-label={t('filters.label')} sx={filterRow}>
      <TextFilterField key={`search-${generation}`} {...field('search')} />
      <DateFilterField key={`from-${generation}`} {...field('from')} />
      <DateFilterField key={`to-${generation}`} {...field('to')} />
      <TextFilterField key={`aircraft-${generation}`} {...field('aircraft')} />
      <TextFilterField key={`airport-${generation}`} {...field('airport')} />
      <TextField
        select
        size="small"
        label={t('filters.function')}
        value={filters.function ?? ''}
        onChange={(e) => setFilter('function', e.target.value as Filters['function'])}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="">{t('filters.anyFunction')}</MenuItem>
        {LOGBOOK_FUNCTIONS.map((fn) => (
          <MenuItem key={fn} value={fn}>
            {t(`functions.${fn}`)}
          </MenuItem>
        ))}
      </TextField>
      {active && (
        <Button
          onClick={() => {
            clear();
            setGeneration((n) => n + 1);
          }}
          startIcon={<IconFilterOff size={18} aria-hidden />}
          sx={{ alignSelf: 'center' }}
        >
          {t('filters.clear')}
        </Button>
      )}
    </Box>
  );
}
