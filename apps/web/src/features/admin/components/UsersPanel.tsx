import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/ListPagination';
import { SearchBox } from '../../../components/SearchBox';
import { toast } from '../../../lib/toast';
import { useUser } from '../../auth';
import { adminUsersQuery } from '../api/admin';
import { STOP_RELOAD_DELAY_MS, startImpersonating } from '../api/impersonation';

/** Find users and act as one of them (audited and time-limited on the server; never another super-admin). */
export function UsersPanel() {
  const { t } = useTranslation('admin');
  const me = useUser();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data: result, isError, isSuccess } = useQuery(adminUsersQuery(useDeferredValue(search.trim()), page));
  const data = result?.data ?? [];
  const impersonate = useMutation({
    mutationFn: startImpersonating,
    onSuccess: () => {
      toast.success(t('impersonating'));
      window.setTimeout(() => window.location.assign('/'), STOP_RELOAD_DELAY_MS);
    },
  });
  return (
    <Card>
      <CardContent>
        <SearchBox
          label={t('searchUsers')}
          value={search}
          onChange={(next) => {
            setSearch(next);
            setPage(1);
          }}
          failed={isError && t('loadFailed')}
          empty={isSuccess && !data.length && t('noUsers')}
        />
        <List aria-label={t('tabs.users')}>
          {data.map((user) => (
            <ListItem key={user.id} divider sx={{ px: 0, gap: 2, flexWrap: 'wrap' }}>
              <ListItemText primary={user.name} secondary={user.email} sx={{ minWidth: 200, overflowWrap: 'anywhere' }} />
              {user.is_super_admin ? (
                <Chip size="small" label={t('superAdmin')} />
              ) : (
                user.id !== me?.id && (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => impersonate.mutate(user.id)}
                    disabled={impersonate.isPending}
                    aria-label={`${t('impersonate')}: ${user.name}`}
                  >
                    {t('impersonate')}
                  </Button>
                )
              )}
            </ListItem>
          ))}
        </List>
        {result && <ListPagination meta={result.meta} onPage={setPage} />}
      </CardContent>
    </Card>
  );
}
