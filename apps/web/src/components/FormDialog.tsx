import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { submitHandler } from '../lib/forms/submitHandler';
import { DialogSaveActions } from './DialogSaveActions';

interface Props<T extends FieldValues> {
  title: string;
  form: UseFormReturn<T>;
  /** Saves; the dialog closes when it succeeds and keeps the input (422 on the fields) when it fails. */
  onSubmit: (values: T) => Promise<unknown>;
  onClose: () => void;
  submitLabel?: string;
  /** Room for two columns of fields. */
  wide?: boolean;
  children: ReactNode;
}

/** A form in a dialog, full screen on a phone, with cancel and save. */
export function FormDialog<T extends FieldValues>({ title, form, onSubmit, onClose, submitLabel, wide, children }: Props<T>) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const submit = submitHandler(form, async (values) => {
    await onSubmit(values);
    onClose();
  });
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth={wide ? 'md' : 'sm'} aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>{children}</DialogContent>
        <DialogSaveActions
          onClose={onClose}
          closeLabel={t('actions.cancel')}
          saveLabel={submitLabel ?? t('actions.save')}
          saving={form.formState.isSubmitting}
        />
      </form>
    </Dialog>
  );
}
