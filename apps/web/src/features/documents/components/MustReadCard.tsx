import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { ClubDocument } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../lib/api/handleError';
import { toast } from '../../../lib/toast';
import { acknowledgeDocument, unreadDocumentsQuery } from '../api/documents';

interface Props {
  companyId: number;
  onOpen: (document: ClubDocument) => void;
}

/** The member's must-read documents not yet confirmed ("Bitte lesen"), each to open and confirm as read. */
export function MustReadCard({ companyId, onOpen }: Props) {
  const { t } = useTranslation('documents');
  const { data: open = [] } = useQuery(unreadDocumentsQuery(companyId));
  if (open.length === 0) return null;
  const confirm = async (document: ClubDocument) => {
    try {
      await acknowledgeDocument(document);
      toast.success(t('confirmed', { name: document.name }));
    } catch (error) {
      toastApiError(error);
    }
  };
  return (
    <Alert severity="warning" sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }} role="region" aria-label={t('pleaseRead')}>
      <AlertTitle>{t('pleaseRead')}</AlertTitle>
      {t('pleaseReadHelp')}
      <List dense>
        {open.map((document) => (
          <ListItem key={document.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={document.name}
              secondary={`${document.folder_name} · ${t('version')} ${document.current.version}`}
            />
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={() => onOpen(document)}>
                {t('open')}
              </Button>
              <Button
                size="small"
                variant="contained"
                onClick={() => confirm(document)}
                aria-label={t('confirmFor', { name: document.name })}
              >
                {t('confirm')}
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
