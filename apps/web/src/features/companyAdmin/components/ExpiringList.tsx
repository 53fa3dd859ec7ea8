import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDay } from '../../../lib/i18n/format';

export interface ExpiringItem {
  key: string;
  /** What expires and whose it is. */
  label: string;
  detail: string;
  expiresOn: string;
  to: string;
}

interface Props {
  title: string;
  empty: string;
  items: ExpiringItem[];
  /** How many expire in all (the list shows the soonest). */
  total: number;
  more: string;
}

/** Papers expiring soon, soonest first, each leading to where it is kept. */
export function ExpiringList({ title, empty, items, total, more }: Props) {
  return (
    <Card component="section" aria-label={title} variant="outlined">
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.0625rem', mb: 1 }}>
          {title}
        </Typography>
        {items.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>
        ) : (
          <List dense disablePadding>
            {items.map((item) => (
              <ListItem key={item.key} disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={item.to}>
                      {item.label}
                    </Link>
                  }
                  secondary={item.detail}
                />
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap', ml: 2, fontVariantNumeric: 'tabular-nums' }}>
                  {formatDay(item.expiresOn)}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
        {total > items.length && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {more}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
