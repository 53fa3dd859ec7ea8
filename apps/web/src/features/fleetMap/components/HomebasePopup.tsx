import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Airplane, Airport } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { airportPath } from '../../airports';

/** A home base's pin popup: the airfield, the aircraft based there, and the way to the airfield's page. */
export function HomebasePopup({ airport, airplanes }: { airport: Airport; airplanes: Airplane[] }) {
  const { t } = useTranslation('fleetMap');
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>
        {airport.ident} {airport.name}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('basedHere', {
          count: airplanes.length,
          registrations: airplanes.map((airplane) => airplane.registration).join(', '),
        })}
      </Typography>
      <Link component={RouterLink} to={airportPath(airport)} variant="body2">
        {t('openAirport', { ident: airport.ident })}
      </Link>
    </>
  );
}
