import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../lib/api/handleError';

interface Props {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  /** The action; the dialog stays open (and toasts the error) when it fails. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** Red for what destroys (the default); primary for a step that is weighty but not destructive (confirming a bank's collection). */
  color?: 'error' | 'primary';
}

/** Asks before a destructive action (delete, retire): says what happens and waits for a clear yes. */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onClose, color = 'error' }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      toastApiError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('actions.cancel')}
        </Button>
        <Button onClick={confirm} color={color} variant="contained" disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
