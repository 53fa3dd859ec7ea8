import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { DocumentFolder } from '@portal/contracts';
import { IconFolder, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface Props {
  folders: DocumentFolder[];
  selected: number | null;
  onSelect: (folderId: number) => void;
}

/** Top-level folders with their sub-folders indented below; a lock marks folders for some roles only. */
export function FolderList({ folders, selected, onSelect }: Props) {
  const { t } = useTranslation('documents');
  const ordered = folders
    .filter((folder) => folder.parent_id === null || !folders.some((f) => f.id === folder.parent_id))
    .flatMap((top) => [top, ...folders.filter((folder) => folder.parent_id === top.id)]);
  return (
    <List dense aria-label={t('folders')} component="nav">
      {ordered.map((folder) => (
        <ListItemButton
          key={folder.id}
          selected={folder.id === selected}
          aria-current={folder.id === selected ? 'true' : undefined}
          onClick={() => onSelect(folder.id)}
          sx={{ pl: folder.parent_id && folders.some((f) => f.id === folder.parent_id) ? 4 : 2, borderRadius: 1 }}
        >
          <ListItemIcon sx={{ minWidth: 32 }}>
            {folder.visible_to_roles.length ? (
              <IconLock size={18} aria-label={t('restricted')} />
            ) : (
              <IconFolder size={18} aria-hidden />
            )}
          </ListItemIcon>
          <ListItemText
            primary={folder.name}
            secondary={t('count', { count: folder.document_count })}
            slotProps={{ secondary: { color: folder.id === selected ? 'text.primary' : 'text.secondary' } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
