import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useUser } from '../../auth/api/user';
import { adminUsersQuery } from '../api/admin';
import { STOP_RELOAD_DELAY_MS, startImpersonating } from '../api/impersonation';

/** Find users and act as one of them (audited and time-limited on the server). */
export function UsersPanel() {
  const { t } = useTranslation('admin');
  const me = useUser();
  const [search, setSearch] = useState('');
  const { data = [], isError } = useQuery(adminUsersQuery(useDeferredValue(search)));
  const impersonate = useMutation({
    mutationFn: startImpersonating,
    onSuccess: (result) => {
      toast.success(result?.message || t('impersonating'));
      window.setTimeout(() => window.location.assign('/'), STOP_RELOAD_DELAY_MS);
    },
  });
  return (
    <Card>
      <CardContent>
        <TextField
          label={t('searchUsers')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ maxWidth: 400 }}
        />
        {isError && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('loadFailed')}
          </Alert>
        )}
        <List>
          {data.map((user) => (
            <ListItem
              key={user.id}
              divider
              secondaryAction={
                user.id !== me?.id && (
                  <Button onClick={() => impersonate.mutate(user.id)} disabled={impersonate.isPending}>
                    {t('impersonate')}
                  </Button>
                )
              }
            >
              <ListItemText primary={user.name} secondary={user.email} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
