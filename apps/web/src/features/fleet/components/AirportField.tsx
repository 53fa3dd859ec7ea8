import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Airport } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { airportSearchQuery } from '../api/airportSearch';

interface Props<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  required?: boolean;
}

const airportText = (airport: Airport) =>
  `${airport.ident} ${airport.name}${airport.municipality ? `, ${airport.municipality}` : ''}`;

/** Picks an airport by ICAO code, name or town as one types (two letters at least); the value is the airport. */
export function AirportField<T extends FieldValues>({ name, control, label, required }: Props<T>) {
  const { t } = useTranslation('fleet');
  const [input, setInput] = useState('');
  const search = useDeferredValue(input);
  const { data = [], isFetching } = useQuery(airportSearchQuery(search));
  return (
    <Controller
      name={name}
      control={control}
      rules={{ validate: (value) => !required || Boolean(value) || t('common:validation.required') }}
      render={({ field, fieldState }) => (
        <Autocomplete<Airport>
          value={field.value ?? null}
          onChange={(_event, airport) => field.onChange(airport)}
          onInputChange={(_event, text) => setInput(text)}
          options={search.trim().length >= 2 ? data : []}
          filterOptions={(options) => options}
          getOptionLabel={airportText}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          loading={isFetching}
          noOptionsText={t(input.trim().length < 2 ? 'airport.typeMore' : 'airport.none')}
          loadingText={t('airport.searching')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              required={required}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? t('airport.help')}
            />
          )}
        />
      )}
    />
  );
}
