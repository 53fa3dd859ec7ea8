import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { Airplane } from '@portal/contracts';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/i18n/format';
import { AirplaneStatusChip } from '../../fleet';

interface Props {
  airplanes: Airplane[];
  companyId: number;
  zone: string;
  onLocate: (airplane: Airplane) => void;
}

/** The fleet beside the map (below it on a phone): status, last report in the company's zone, home base, and a button to find each on the map. */
export function FleetList({ airplanes, companyId, zone, onLocate }: Props) {
  const { t } = useTranslation('fleetMap');
  return (
    <List disablePadding aria-label={t('listLabel')}>
      {airplanes.map((airplane) => {
        const position = airplane.latestPosition;
        return (
          <ListItem
            key={airplane.id}
            divider
            secondaryAction={
              <IconButton
                edge="end"
                disabled={!position}
                aria-label={t('locate', { registration: airplane.registration })}
                onClick={() => onLocate(airplane)}
              >
                <IconMapPin size={20} aria-hidden />
              </IconButton>
            }
          >
            <ListItemText
              primary={
                <>
                  <Link component={RouterLink} to={`/companies/${companyId}/airplanes/${airplane.id}`} sx={{ fontWeight: 600 }}>
                    {airplane.registration}
                  </Link>{' '}
                  {airplane.model} <AirplaneStatusChip status={airplane.status} />
                </>
              }
              secondary={[
                position ? t('reportedShort', { time: formatDateTime(position.reported_at, zone) }) : t('noPosition'),
                airplane.homebase && t('homebaseShort', { ident: airplane.homebase.ident }),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
