import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { LogbookEntry, LogbookEntryCreate } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DialogForm } from '../../../components/DialogForm';
import { DialogSaveActions } from '../../../components/DialogSaveActions';
import { toastApiError } from '../../../lib/api/handleError';
import { applyServerErrors } from '../../../lib/forms/serverErrors';
import { formatDay } from '../../../lib/i18n/format';
import { toast } from '../../../lib/toast';
import { TrackPanel } from '../../tracks';
import { createEntry, deleteEntry, updateEntry } from '../api/entries';
import { type EntryFormValues, entryFormValues, entryResolver } from '../lib/entryForm';
import { trackSuggestion } from '../lib/trackSuggestion';
import { EntryFormFields } from './EntryFormFields';

/** How a queued entry shows in the outbox: its day and route. */
const entryLabel = (values: LogbookEntryCreate) =>
  [formatDay(values.date), [values.departure_place, values.arrival_place].filter(Boolean).join('–'), values.registration]
    .filter(Boolean)
    .join(' · ');

interface Props {
  /** The personal entry to change; absent for a new one. */
  entry?: LogbookEntry;
  onClose: () => void;
}

/** Adds or changes a personal entry (a flight elsewhere or an FSTD session); changing offers deleting too. */
export function EntryDialog({ entry, onClose }: Props) {
  const { t } = useTranslation('logbook');
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const [confirming, setConfirming] = useState(false);
  const { control, handleSubmit, setError, setValue, formState } = useForm<EntryFormValues, unknown, LogbookEntryCreate>({
    defaultValues: entryFormValues(entry),
    resolver: entryResolver,
  });
  const submit = handleSubmit(async (values) => {
    try {
      if (entry) await updateEntry(entry.id, values);
      else if ((await createEntry(values, entryLabel(values))).queued) {
        toast.info(t('entry.queued'));
        return onClose();
      }
      toast.success(t(entry ? 'entry.saved' : 'entry.created'));
      onClose();
    } catch (error) {
      if (applyServerErrors(error, setError)) setError('root.server', { message: t('form.fixErrors') });
      else toastApiError(error);
    }
  });
  const remove = async () => {
    await deleteEntry(entry?.id ?? 0);
    toast.success(t('entry.deleted'));
    onClose();
  };
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="entry-form-title">
      <DialogForm onSubmit={submit}>
        <DialogTitle id="entry-form-title">{t(entry ? 'entry.editTitle' : 'entry.newTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 3, pt: '8px !important' }}>
          {formState.errors.root?.server && <Alert severity="error">{formState.errors.root.server.message}</Alert>}
          <EntryFormFields control={control} />
          {entry && (
            <TrackPanel
              owner={{ kind: 'entry', id: entry.id }}
              zone="UTC"
              onSuggest={(figures) => {
                for (const [field, value] of Object.entries(trackSuggestion(figures))) {
                  setValue(field as keyof EntryFormValues, value, { shouldDirty: true });
                }
                toast.info(t('entry.trackApplied'));
              }}
            />
          )}
        </DialogContent>
        <DialogSaveActions
          onClose={onClose}
          closeLabel={t('close')}
          saveLabel={t(entry ? 'save' : 'entry.add')}
          saving={formState.isSubmitting}
        >
          {entry?.permissions?.delete && (
            <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: 'auto' }}>
              {t('entry.delete')}
            </Button>
          )}
        </DialogSaveActions>
      </DialogForm>
      {confirming && (
        <ConfirmDialog
          title={t('entry.deleteTitle')}
          text={t('entry.deleteText')}
          confirmLabel={t('entry.delete')}
          onConfirm={remove}
          onClose={() => setConfirming(false)}
        />
      )}
    </Dialog>
  );
}
