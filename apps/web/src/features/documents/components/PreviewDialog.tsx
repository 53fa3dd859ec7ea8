import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { DocumentVersion } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  name: string;
  version: DocumentVersion;
  onClose: () => void;
}

/**
 * Shows a PDF or image in the browser. The server sends it with its sniffed type, `nosniff` and a
 * sandboxing CSP, so nothing in it runs with the app's origin; the frame is sandboxed besides.
 */
export function PreviewDialog({ name, version, onClose }: Props) {
  const { t } = useTranslation('documents');
  const titleId = useId();
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const image = version.content_type.startsWith('image/');
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="lg" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{name}</DialogTitle>
      <DialogContent sx={{ display: 'flex', justifyContent: 'center' }}>
        {image ? (
          <Box component="img" src={version.url} alt={name} sx={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain' }} />
        ) : (
          <Box
            component="iframe"
            title={name}
            src={version.url}
            sx={{ width: '100%', height: fullScreen ? '100%' : '75vh', border: 0, minHeight: 400 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button href={version.url} target="_blank" rel="noopener">
          {t('openInTab')}
        </Button>
        <Button onClick={onClose} variant="contained">
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
