import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { FlightCreate } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { airportSuggestionsQuery } from '../api/airports';
import type { FlightFormValues } from '../lib/flightForm';

interface Props {
  name: 'departure_airport' | 'arrival_airport';
  control: Control<FlightFormValues, unknown, FlightCreate>;
  label: string;
}

/** An ICAO code typed freely, with suggestions from the airports directory by code, name or town. */
export function AirportField({ name, control, label }: Props) {
  const { t } = useTranslation('flights');
  const [typed, setTyped] = useState('');
  const search = useDeferredValue(typed.trim());
  const { data: airports = [], isFetching } = useQuery({ ...airportSuggestionsQuery(search), meta: { silent: true } });
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete
          freeSolo
          size="small"
          autoHighlight
          options={airports.map((airport) => airport.ident)}
          filterOptions={(options) => options}
          getOptionLabel={(ident) => ident}
          renderOption={({ key, ...props }, ident) => {
            const airport = airports.find((a) => a.ident === ident);
            return (
              <li key={key} {...props}>
                <strong>{ident}</strong>&nbsp;·&nbsp;{airport?.name}
                {airport?.municipality ? `, ${airport.municipality}` : ''}
              </li>
            );
          }}
          loading={isFetching}
          loadingText={t('form.searching')}
          value={field.value}
          inputValue={field.value}
          onChange={(_, value) => field.onChange((value ?? '').toUpperCase())}
          onInputChange={(_, value, reason) => {
            if (reason === 'reset' && !value) return;
            field.onChange(value.toUpperCase());
            setTyped(value);
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              onBlur={field.onBlur}
              label={label}
              required
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? t('form.airportHelp')}
              slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
            />
          )}
        />
      )}
    />
  );
}
