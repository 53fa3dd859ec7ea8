import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Licence, LicenceInput } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../components/DialogForm';
import { DialogSaveActions } from '../../../components/DialogSaveActions';
import { PageLoader } from '../../../components/PageLoader';
import { toastApiError } from '../../../lib/api/handleError';
import { applyServerErrors } from '../../../lib/forms/serverErrors';
import { toast } from '../../../lib/toast';
import { licencesQuery, putLicences } from '../api/licences';
import { type LicencesValues, licenceRow, licencesResolver } from '../lib/licenceForm';
import { LicenceRowFields } from './LicenceRowFields';

function LicencesForm({ licences, onClose }: { licences: Licence[]; onClose: () => void }) {
  const { t } = useTranslation('logbook');
  const form = useForm<LicencesValues, unknown, { data: LicenceInput[] }>({
    defaultValues: { data: licences.map(licenceRow) },
    resolver: licencesResolver,
  });
  const rows = useFieldArray({ control: form.control, name: 'data' });
  const submit = form.handleSubmit(async (values) => {
    try {
      await putLicences(values.data);
      toast.success(t('licences.saved'));
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, form.setError)) toastApiError(error);
    }
  });
  return (
    <DialogForm onSubmit={submit}>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>{t('licences.help')}</DialogContentText>
        {rows.fields.length === 0 && <Alert severity="info">{t('licences.empty')}</Alert>}
        {rows.fields.map((row, index) => (
          <LicenceRowFields key={row.id} index={index} control={form.control} onRemove={() => rows.remove(index)} />
        ))}
        <Button
          startIcon={<IconPlus size={18} aria-hidden />}
          onClick={() => rows.append(licenceRow())}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('licences.add')}
        </Button>
      </DialogContent>
      <DialogSaveActions onClose={onClose} closeLabel={t('close')} saveLabel={t('save')} saving={form.formState.isSubmitting} />
    </DialogForm>
  );
}

/** The user's licences, ratings and medical, edited as one set (saving replaces it). */
export function LicencesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('logbook');
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const { data, isError } = useQuery(licencesQuery);
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="licences-title">
      <DialogTitle id="licences-title">{t('licences.title')}</DialogTitle>
      {data ? (
        <LicencesForm licences={data} onClose={onClose} />
      ) : isError ? (
        <DialogContent>
          <Alert severity="warning">{t('licences.failed')}</Alert>
        </DialogContent>
      ) : (
        <PageLoader />
      )}
    </Dialog>
  );
}
