import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api/errors';
import { toastApiError } from '../lib/api/handleError';
import { FileChooser } from './FileChooser';

interface Props<R> {
  /**
   * Where the dialog's words are: `{prefix}.title`, `.choose`, `.chooseOther`, `.checking` and
   * `.confirm` (with `count`) in the namespace, and the close button's key.
   */
  words: { namespace: string; prefix: string; close: string };
  accept: string;
  /** What the file must look like, above the file chooser. */
  help: ReactNode;
  /** Sends the file: `dryRun` only checks it, otherwise the good rows are saved. */
  send: (file: File, dryRun: boolean) => Promise<R>;
  /** The request field whose 422 message is the file's problem, shown in the dialog. */
  fileField: string;
  /** How many rows the confirmation would save. */
  saveable: (result: R) => number;
  preview: (result: R) => ReactNode;
  onSaved: (result: R) => void;
  onClose: () => void;
}

/**
 * Imports a file in two steps: the chosen file is checked first (a dry run that saves nothing) and
 * its preview names every bad row; only the confirmation saves the good ones.
 */
export function FileImportDialog<R>({ words, accept, help, send, fileField, saveable, preview, onSaved, onClose }: Props<R>) {
  const { t } = useTranslation(words.namespace);
  const label = (key: string, options?: { count: number }) => t(`${words.prefix}.${key}`, options);
  const titleId = useId();
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<R | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (chosen: File, dryRun: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      return await send(chosen, dryRun);
    } catch (error) {
      const message = isApiError(error) && error.status === 422 ? (error.errors[fileField]?.[0] ?? error.message) : null;
      if (message) setProblem(message);
      else toastApiError(error);
      return null;
    } finally {
      setBusy(false);
    }
  };
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setChecked(await run(chosen, true));
  };
  const confirm = async () => {
    if (!file) return;
    const result = await run(file, false);
    if (result === null) return;
    onSaved(result);
    onClose();
  };
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{label('title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {help}
        <FileChooser
          label={label(file ? 'chooseOther' : 'choose')}
          accept={accept}
          fileName={file?.name}
          disabled={busy}
          onChoose={(chosen) => void choose(chosen)}
        />
        {busy && <LinearProgress aria-label={label('checking')} />}
        {problem && <Alert severity="error">{problem}</Alert>}
        {checked !== null && !busy && preview(checked)}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t(words.close)}</Button>
        <Button variant="contained" disabled={busy || checked === null || saveable(checked) === 0} onClick={() => void confirm()}>
          {label('confirm', { count: checked === null ? 0 : saveable(checked) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
