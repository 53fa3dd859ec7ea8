import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { ClubDocument } from '@portal/contracts';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { versionLine } from '../lib';

interface Props {
  documents: ClubDocument[];
  /** Names each row's folder (search results span folders). */
  showFolder: boolean;
  onPreview: (document: ClubDocument) => void;
  onDetails: (document: ClubDocument) => void;
}

/** Documents as rows that open the preview, with their version, date and size, and a button for details. */
export function DocumentList({ documents, showFolder, onPreview, onDetails }: Props) {
  const { t } = useTranslation('documents');
  return (
    <List aria-label={t('documents')}>
      {documents.map((document) => (
        <ListItem
          key={document.id}
          disablePadding
          divider
          secondaryAction={
            <IconButton edge="end" aria-label={t('details', { name: document.name })} onClick={() => onDetails(document)}>
              <IconDots size={18} aria-hidden />
            </IconButton>
          }
        >
          <ListItemButton onClick={() => onPreview(document)} sx={{ pr: 7 }}>
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <span>{document.name}</span>
                  {document.must_read && (
                    <Chip
                      size="small"
                      color={document.read === false ? 'warning' : 'default'}
                      label={document.read ? t('read') : t('mustRead')}
                    />
                  )}
                </Stack>
              }
              secondary={[showFolder ? document.folder_name : null, versionLine(document.current, t('version'))]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
