import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';

interface Props {
  onClose: () => void;
  closeLabel: string;
  saveLabel: string;
  /** Save waits while a save is on its way. */
  saving: boolean;
  /** Actions of the dialog's own, before close and save (e.g. delete). */
  children?: ReactNode;
}

/** A form dialog's actions: the dialog's own first, then close and the submit button; they wrap on a narrow screen. */
export function DialogSaveActions({ onClose, closeLabel, saveLabel, saving, children }: Props) {
  return (
    <DialogActions sx={{ flexWrap: 'wrap' }}>
      {children}
      <Button onClick={onClose}>{closeLabel}</Button>
      <Button type="submit" variant="contained" disabled={saving}>
        {saveLabel}
      </Button>
    </DialogActions>
  );
}
