import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Session } from '@portal/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/i18n/format';
import { toast } from '../../../lib/toast';
import { revokeSession, sessionsQuery } from '../api/account';
import { deviceName } from './deviceName';

/** The user's sessions and tokens (GET /api/user/sessions), each revocable but the current one. */
export function SessionsCard() {
  const { t } = useTranslation('account');
  const { data = [], isError } = useQuery({ ...sessionsQuery, meta: { silent: true } });
  const revoke = useMutation({
    mutationFn: (session: Session) => revokeSession(session.id),
    onSuccess: () => toast.success(t('sessions.revoked')),
  });
  const nameOf = (session: Session) =>
    session.name || deviceName(session.user_agent, t('sessions.on')) || t('sessions.unknownDevice');
  return (
    <Card>
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
          {t('sessions.title')}
        </Typography>
        {isError && <Alert severity="warning">{t('sessions.loadFailed')}</Alert>}
        <List aria-label={t('sessions.title')}>
          {data.map((session) => (
            <ListItem key={session.id} divider sx={{ px: 0, gap: 2, flexWrap: 'wrap' }}>
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    {nameOf(session)}
                    {session.is_current && <Chip size="small" color="success" label={t('sessions.current')} />}
                  </Box>
                }
                secondary={[
                  session.ip_address,
                  t('sessions.lastUsed', { when: formatDateTime(session.last_used_at) }),
                  session.kind === 'token' && t('sessions.validUntil', { when: formatDateTime(session.expires_at) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                sx={{ minWidth: 200 }}
              />
              {!session.is_current && (
                <Button
                  color="error"
                  variant="outlined"
                  size="small"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(session)}
                  aria-label={`${t('sessions.revoke')}: ${nameOf(session)}`}
                >
                  {t('sessions.revoke')}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
