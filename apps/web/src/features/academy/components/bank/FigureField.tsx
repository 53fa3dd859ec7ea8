import Button from '@mui/material/Button';
import type { Question } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { FilePicker, IMAGE_ACCEPT, useImageUpload } from '../../../fleet';
import { removeFigure, uploadFigure } from '../../api/questions';

/** Adds, replaces or removes a bank question's figure (PNG, JPEG or WebP up to 5 MB). */
export function FigureField({ companyId, question }: { companyId: number; question: Question }) {
  const { t } = useTranslation('academy');
  const { busy, problem, choose } = useImageUpload((file) => uploadFigure(companyId, question.id, file), t('figure.saved'));
  const [removing, setRemoving] = useState(false);
  return (
    <>
      <FilePicker
        label={t(question.figure_url ? 'figure.replace' : 'figure.add')}
        accept={IMAGE_ACCEPT}
        file={null}
        onChange={choose}
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
