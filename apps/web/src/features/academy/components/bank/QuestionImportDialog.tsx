import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { QuestionImport, QuestionImportResult } from '@portal/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileChooser } from '../../../../components/FileChooser';
import { isApiError } from '../../../../lib/api/errors';
import { toastApiError } from '../../../../lib/api/handleError';
import { toast } from '../../../../lib/toast';
import { importQuestions } from '../../api/questions';
import { ImportErrors } from './ImportErrors';

interface Chosen {
  name: string;
  format: QuestionImport['format'];
  content: string;
}

const formatOf = (name: string): QuestionImport['format'] => (name.toLowerCase().endsWith('.json') ? 'json' : 'csv');

/**
 * Imports questions from a CSV or JSON file in two steps: the file is checked first (a dry run that
 * saves nothing) and every bad row named; only the confirmation saves the good ones.
 */
export function QuestionImportDialog({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const { t } = useTranslation('academy');
  const titleId = useId();
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const [file, setFile] = useState<Chosen | null>(null);
  const [preview, setPreview] = useState<QuestionImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (chosen: Chosen, dryRun: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      return await importQuestions(companyId, { format: chosen.format, content: chosen.content, dry_run: dryRun });
    } catch (error) {
      const message = isApiError(error) && error.status === 422 ? (error.errors.content?.[0] ?? error.message) : null;
      if (message) setProblem(message);
      else toastApiError(error);
      return null;
    } finally {
      setBusy(false);
    }
  };
  const choose = async (picked: File | undefined) => {
    if (!picked) return;
    const chosen = { name: picked.name, format: formatOf(picked.name), content: await picked.text() };
    setFile(chosen);
    setPreview(await send(chosen, true));
  };
  const confirm = async () => {
    if (!file) return;
    const result = await send(file, false);
    if (!result) return;
    toast.success(t('bank.import.done', { count: result.saved }));
    onClose();
  };
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('bank.import.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>{t('bank.import.help')}</DialogContentText>
        <Box
          component="code"
          sx={{ fontSize: '0.8125rem', p: 1, borderRadius: 1, bgcolor: 'action.hover', overflowWrap: 'anywhere' }}
        >
          subject;learning_objective;text;answer_a;answer_b;answer_c;answer_d;correct;explanation
        </Box>
        <FileChooser
          label={t(file ? 'bank.import.chooseOther' : 'bank.import.choose')}
          accept={'.csv,.json,text/csv,application/json'}
          fileName={file?.name}
          disabled={busy}
          onChoose={(chosen) => void choose(chosen)}
        />
        {busy && <LinearProgress aria-label={t('bank.import.checking')} />}
        {problem && <Alert severity="error">{problem}</Alert>}
        {preview && !busy && (
          <>
            <Alert severity={preview.errors.length ? 'warning' : 'success'}>
              {t('bank.import.preview', { valid: preview.valid, bad: new Set(preview.errors.map((e) => e.row)).size })}
            </Alert>
            {preview.errors.length > 0 && <ImportErrors errors={preview.errors} />}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('bank.close')}</Button>
        <Button variant="contained" disabled={busy || !preview || preview.valid === 0} onClick={() => void confirm()}>
          {t('bank.import.confirm', { count: preview?.valid ?? 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
