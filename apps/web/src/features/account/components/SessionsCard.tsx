import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/i18n/format';
import { revokeSession, sessionsQuery } from '../api/account';

/** The user's sessions and tokens (GET /api/user/sessions), each revocable but the current one. */
export function SessionsCard() {
  const { t } = useTranslation('account');
  const { data = [], isError } = useQuery({ ...sessionsQuery, meta: { silent: true } });
  return (
    <Card>
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
          {t('sessions.title')}
        </Typography>
        {isError && <Alert severity="warning">{t('sessions.loadFailed')}</Alert>}
        <List>
          {data.map((session) => (
            <ListItem
              key={session.id}
              divider
              secondaryAction={
                !session.is_current && (
                  <Button color="error" onClick={() => void revokeSession(session.id)}>
                    {t('sessions.revoke')}
                  </Button>
                )
              }
            >
              <ListItemText
                primary={
                  <>
                    {session.name || session.user_agent || t('sessions.unknownDevice')}{' '}
                    {session.is_current && <Chip size="small" color="success" label={t('sessions.current')} />}
                  </>
                }
                secondary={`${session.ip_address ?? ''} · ${t('sessions.lastUsed', { when: formatDateTime(session.last_used_at) })}`}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
