import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Airport } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { feetAndMetres } from '../lib/measures';
import { airportPath, codesOf, placeOf } from '../lib/place';

/** What a pin's popup tells about an airport, with the way to its page. */
export function AirportPopup({ airport, linked = true }: { airport: Airport; linked?: boolean }) {
  const { t } = useTranslation('airports');
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>{airport.name}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {codesOf(airport)} · {placeOf(airport)}
      </Typography>
      <Typography variant="body2">
        {t(`types.${airport.type}`, { defaultValue: airport.type })}
        {airport.elevation_ft !== null && ` · ${feetAndMetres(airport.elevation_ft)}`}
      </Typography>
      {linked && (
        <Link component={RouterLink} to={airportPath(airport)} variant="body2">
          {t('openDetails', { ident: airport.ident })}
        </Link>
      )}
    </>
  );
}
