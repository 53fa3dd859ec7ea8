import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import type { LogbookImportResult } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileChooser } from '../../../components/FileChooser';
import { isApiError } from '../../../lib/api/errors';
import { toastApiError } from '../../../lib/api/handleError';
import { toast } from '../../../lib/toast';
import { exportUrl, importLogbook } from '../api/transfer';
import { ImportPreview } from './ImportPreview';

/**
 * Imports a CSV in two steps: the chosen file is checked first (a dry run that saves nothing) and
 * its preview names every bad row; only the confirmation saves the good, new rows.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('logbook');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<LogbookImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (chosen: File, dryRun: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      return await importLogbook(chosen, dryRun);
    } catch (error) {
      const message = isApiError(error) && error.status === 422 ? (error.errors.file?.[0] ?? error.message) : null;
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
    setPreview(await send(chosen, true));
  };
  const confirm = async () => {
    if (!file) return;
    const result = await send(file, false);
    if (!result) return;
    toast.success(t('import.done', { count: result.new, duplicates: result.duplicates }));
    onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="import-title">
      <DialogTitle id="import-title">{t('import.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>
          {t('import.help')}{' '}
          <a href={exportUrl('csv')} download>
            {t('import.template')}
          </a>
        </DialogContentText>
        <FileChooser
          label={t(file ? 'import.chooseOther' : 'import.choose')}
          accept={'.csv,text/csv'}
          fileName={file?.name}
          disabled={busy}
          onChoose={(chosen) => void choose(chosen)}
        />
        {busy && <LinearProgress aria-label={t('import.checking')} />}
        {problem && <Alert severity="error">{problem}</Alert>}
        {preview && !busy && <ImportPreview result={preview} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button variant="contained" disabled={busy || !preview || preview.new === 0} onClick={() => void confirm()}>
          {t('import.confirm', { count: preview?.new ?? 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
