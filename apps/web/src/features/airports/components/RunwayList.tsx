import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { Runway } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { feetAndMetres } from '../lib/measures';
import { headingsText, lightingText, runwayName, surfaceText } from '../lib/runwayText';

/** The runways on a phone: one block each, the name first and the facts in lines below. */
export function RunwayList({ runways }: { runways: Runway[] }) {
  const { t } = useTranslation('airports');
  return (
    <List disablePadding aria-label={t('runways.title')}>
      {runways.map((runway) => (
        <ListItem key={runway.id} divider disableGutters sx={{ alignItems: 'flex-start' }}>
          <ListItemText
            primary={
              <>
                <strong>{runwayName(runway)}</strong> · {surfaceText(runway, t)} · {lightingText(runway, t)}
                {runway.closed && (
                  <Chip size="small" color="error" variant="outlined" label={t('runways.closed')} sx={{ ml: 1 }} />
                )}
              </>
            }
            secondary={
              <>
                {t('runways.length')}: {feetAndMetres(runway.length_ft) ?? '–'}
                <br />
                {t('runways.width')}: {feetAndMetres(runway.width_ft) ?? '–'}
                <br />
                {t('runways.headings')}: {headingsText(runway)}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
