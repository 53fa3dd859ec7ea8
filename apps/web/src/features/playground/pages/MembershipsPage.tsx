import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Membership } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { userDatabase } from '../../../lib/offline/db';
import { searchLocal } from '../../../lib/offline/search';
import { useUser } from '../../auth';
import { MemberPicker, useMyMemberships } from '../../memberships';

/** The membership picker of a company the user administers, and the search over the offline copy (IndexedDB). */
export default function MembershipsPage() {
  const { t } = useTranslation('playground');
  const user = useUser();
  const { memberships } = useMyMemberships();
  const company = memberships.find((m) => m.status === 'approved')?.company_id ?? null;
  const [picked, setPicked] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [hits, setHits] = useState<Membership[]>([]);
  const [took, setTook] = useState<number | null>(null);
  useEffect(() => {
    if (!user) return;
    let current = true;
    const started = performance.now();
    void searchLocal(userDatabase(user.id).memberships, text).then((found) => {
      if (!current) return;
      setHits(found);
      setTook(performance.now() - started);
    });
    return () => {
      current = false;
    };
  }, [user, text]);
  return (
    <>
      <PageHeader subtitle={t('memberships.intro')} />
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 2 }}>
              {t('memberships.picker')}
            </Typography>
            {company ? (
              <MemberPicker companyId={company} label={t('memberships.member')} value={picked} onChange={setPicked} />
            ) : (
              <Typography color="text.secondary">{t('memberships.noCompany')}</Typography>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 2 }}>
              {t('memberships.local')}
            </Typography>
            <TextField label={t('memberships.search')} value={text} onChange={(event) => setText(event.target.value)} fullWidth />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('memberships.found', { count: hits.length, ms: took === null ? '–' : took.toFixed(1) })}
            </Typography>
            <List dense>
              {hits.slice(0, 10).map((hit) => (
                <ListItem key={hit.id}>
                  <ListItemText primary={hit.name} secondary={hit.email} />
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
      </Stack>
    </>
  );
}
