import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ClubDocument, DocumentFolder } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FileChooser } from '../../../components/FileChooser';
import { PDF_OR_IMAGE_ACCEPT } from '../../../components/FormFileChooser';
import { toastApiError } from '../../../lib/api/handleError';
import { toast } from '../../../lib/toast';
import { deleteDocument, documentQuery, uploadVersion } from '../api/documents';
import { versionLine } from '../lib';
import { DocumentEditForm } from './DocumentEditForm';
import { ReadersSection } from './ReadersSection';

interface Props {
  document: ClubDocument;
  folders: DocumentFolder[];
  zone: string;
  onClose: () => void;
}

/** A document's versions (each downloadable), and for admins a new version, its details, who has read it, and deleting it. */
export function DocumentDialog({ document: listed, folders, zone, onClose }: Props) {
  const { t } = useTranslation('documents');
  const titleId = useId();
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const [deleting, setDeleting] = useState(false);
  const [uploading, setUploading] = useState(false);
  const document = useQuery(documentQuery(listed.id)).data ?? { ...listed, versions: [listed.current] };
  const manages = document.permissions.update;
  const addVersion = async (file: File) => {
    setUploading(true);
    try {
      const { data } = await uploadVersion(document.id, file);
      toast.success(t('versionAdded', { version: data.current.version }));
    } catch (error) {
      toastApiError(error);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{document.name}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h3" sx={{ fontSize: '1rem' }}>
          {t('versions')}
        </Typography>
        <List dense disablePadding>
          {document.versions.map((version) => (
            <ListItem key={version.version} disableGutters>
              <ListItemText
                primary={
                  <Link href={version.url} target="_blank" rel="noopener">
                    {version.file_name}
                  </Link>
                }
                secondary={[versionLine(version, t('version')), version.uploaded_by].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
        {manages && (
          <>
            <FileChooser label={t('newVersion')} accept={PDF_OR_IMAGE_ACCEPT} disabled={uploading} onChoose={addVersion} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {document.must_read ? t('newVersionAsksAgain') : t('newVersionHelp')}
            </Typography>
            <Divider sx={{ my: 1 }} />
            <DocumentEditForm document={document} folders={folders} />
          </>
        )}
        {document.must_read && document.permissions.see_readers && (
          <>
            <Divider sx={{ my: 1 }} />
            <ReadersSection documentId={document.id} zone={zone} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {document.permissions.delete && (
          <Button color="error" onClick={() => setDeleting(true)} sx={{ mr: 'auto' }}>
            {t('delete')}
          </Button>
        )}
        <Button onClick={onClose} variant="contained">
          {t('close')}
        </Button>
      </DialogActions>
      {deleting && (
        <ConfirmDialog
          title={t('deleteTitle')}
          text={t('deleteText', { name: document.name, count: document.versions.length })}
          confirmLabel={t('delete')}
          onConfirm={async () => {
            await deleteDocument(document.id);
            toast.success(t('deleted', { name: document.name }));
            onClose();
          }}
          onClose={() => setDeleting(false)}
        />
      )}
    </Dialog>
  );
}
