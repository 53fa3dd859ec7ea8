import Dialog from '@mui/material/Dialog';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUser } from '../../features/auth';
import { SEARCHABLE_PAGES, type SearchHit, searchLocalCopy } from './searchSources';

/** Searches pages and, from the local copy, the user's airplanes and members. */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = useUser()?.id;
  const [text, setText] = useState('');
  const [localHits, setLocalHits] = useState<SearchHit[]>([]);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    void searchLocalCopy(userId, text).then((hits) => current && setLocalHits(hits));
    return () => {
      current = false;
    };
  }, [userId, text]);

  const needle = text.trim().toLowerCase();
  const pages: SearchHit[] = SEARCHABLE_PAGES.map((page) => ({
    key: page.to,
    label: t(`titles.${page.title}`),
    to: page.to,
    group: 'pages' as const,
  })).filter((hit) => !needle || hit.label.toLowerCase().includes(needle));
  const groups = (['pages', 'airplanes', 'members'] as const)
    .map((group) => ({ group, hits: [...pages, ...localHits].filter((hit) => hit.group === group) }))
    .filter(({ hits }) => hits.length);
  const open = (to: string) => {
    onClose();
    navigate(to);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" slotProps={{ paper: { 'aria-label': t('search.open') } }}>
      <TextField
        autoFocus
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('search.placeholder')}
        slotProps={{ htmlInput: { 'aria-label': t('search.placeholder') } }}
        sx={{ p: 2 }}
      />
      {groups.length === 0 && <Typography sx={{ px: 3, pb: 3, color: 'text.secondary' }}>{t('search.noResults')}</Typography>}
      <List sx={{ maxHeight: 420, overflow: 'auto', pt: 0 }}>
        {groups.map(({ group, hits }) => (
          <li key={group}>
            <ul style={{ padding: 0 }}>
              <ListSubheader>{t(`search.groups.${group}`)}</ListSubheader>
              {hits.map((hit) => (
                <ListItemButton key={hit.key} onClick={() => open(hit.to)}>
                  <ListItemText primary={hit.label} secondary={hit.detail} />
                </ListItemButton>
              ))}
            </ul>
          </li>
        ))}
      </List>
    </Dialog>
  );
}
