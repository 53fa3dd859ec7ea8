import Button from '@mui/material/Button';
import type { Question } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { toastApiError } from '../../../../lib/api/handleError';
import { toast } from '../../../../lib/toast';
import { FilePicker, IMAGE_ACCEPT, uploadProblem } from '../../../fleet';
import { removeFigure, uploadFigure } from '../../api/questions';

/** Adds, replaces or removes a bank question's figure (PNG, JPEG or WebP up to 5 MB). */
export function FigureField({ companyId, question }: { companyId: number; question: Question }) {
  const { t } = useTranslation('academy');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const upload = async (file: File | null) => {
    const found = file && uploadProblem(file, 'image');
    setProblem(found);
    if (!file || found) return;
    setBusy(true);
    try {
      await uploadFigure(companyId, question.id, file);
      toast.success(t('figure.saved'));
    } catch (error) {
      toastApiError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <FilePicker
        label={t(question.figure_url ? 'figure.replace' : 'figure.add')}
        accept={IMAGE_ACCEPT}
        file={null}
        onChange={upload}
        error={problem ?? undefined}
        disabled={busy}
      >
        {question.figure_url && (
          <Button color="error" onClick={() => setRemoving(true)} disabled={busy}>
            {t('figure.remove')}
          </Button>
        )}
      </FilePicker>
      {removing && (
        <ConfirmDialog
          title={t('figure.removeTitle')}
          text={t('figure.removeText')}
          confirmLabel={t('figure.remove')}
          onConfirm={() => removeFigure(companyId, question.id)}
          onClose={() => setRemoving(false)}
        />
      )}
    </>
  );
}
