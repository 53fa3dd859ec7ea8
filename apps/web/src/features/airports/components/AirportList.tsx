import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { Airport, ListedAirport } from '@portal/contracts';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/i18n/format';
import { airportPath, placeOf } from '../lib/place';

interface Props {
  airports: ListedAirport[];
  /** Shows the airport's pin and popup on the map. */
  onLocate: (airport: Airport) => void;
}

/** The results as links to each airport's page (with the distance when sorted by it), each with a button to find it on the map. */
export function AirportList({ airports, onLocate }: Props) {
  const { t } = useTranslation('airports');
  return (
    <List disablePadding aria-label={t('results')}>
      {airports.map((airport) => (
        <ListItem
          key={airport.id}
          divider
          disablePadding
          secondaryAction={
            <IconButton edge="end" aria-label={t('locate', { ident: airport.ident })} onClick={() => onLocate(airport)}>
              <IconMapPin size={20} aria-hidden />
            </IconButton>
          }
        >
          <ListItemButton component={Link} to={airportPath(airport)}>
            <ListItemText
              primary={
                <>
                  <strong>{airport.ident}</strong> {airport.name}
                </>
              }
              secondary={[
                airport.distance_nm !== undefined && t('distance', { distance: formatNumber(Math.round(airport.distance_nm)) }),
                placeOf(airport),
                t(`types.${airport.type}`, { defaultValue: airport.type }),
                airport.iata_code && `IATA ${airport.iata_code}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
