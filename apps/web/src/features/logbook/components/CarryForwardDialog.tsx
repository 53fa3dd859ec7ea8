import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { CarryForward, CarryForwardPut } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../components/ControlledTextField';
import { DialogForm } from '../../../components/DialogForm';
import { DialogSaveActions } from '../../../components/DialogSaveActions';
import { toastApiError } from '../../../lib/api/handleError';
import { datePatternKey } from '../../../lib/dates/typedDay';
import { applyServerErrors } from '../../../lib/forms/serverErrors';
import { toast } from '../../../lib/toast';
import { putCarryForward } from '../api/totals';
import {
  CARRY_FORWARD_DURATIONS,
  type CarryForwardValues,
  carryForwardResolver,
  carryForwardValues,
} from '../lib/carryForwardForm';

/** Edits the previous experience as totals: what the last page of an earlier logbook carried forward. */
export function CarryForwardDialog({ carried, onClose }: { carried: CarryForward; onClose: () => void }) {
  const { t } = useTranslation('logbook');
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const form = useForm<CarryForwardValues, unknown, CarryForwardPut>({
    defaultValues: carryForwardValues(carried),
    resolver: carryForwardResolver,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await putCarryForward(values);
      toast.success(t('carryForward.saved'));
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, form.setError)) toastApiError(error);
    }
  });
  const numeric = { htmlInput: { inputMode: 'numeric' as const, autoComplete: 'off' } };
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="carry-forward-title">
      <DialogForm onSubmit={submit}>
        <DialogTitle id="carry-forward-title">{t('carryForward.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('carryForward.help')}</DialogContentText>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
            <ControlledTextField
              size="small"
              name="as_of"
              control={form.control}
              label={t('carryForward.asOfLabel')}
              slotProps={{ htmlInput: { inputMode: 'numeric', placeholder: t(datePatternKey()), autoComplete: 'off' } }}
            />
            {CARRY_FORWARD_DURATIONS.map((key) => (
              <ControlledTextField
                key={key}
                size="small"
                name={key}
                control={form.control}
                label={t(`columns.${key}`)}
                slotProps={{ htmlInput: { ...numeric.htmlInput, placeholder: 'h:mm' } }}
              />
            ))}
            <ControlledTextField
              size="small"
              name="landings_day"
              control={form.control}
              label={t('columns.landings_day')}
              slotProps={numeric}
            />
            <ControlledTextField
              size="small"
              name="landings_night"
              control={form.control}
              label={t('columns.landings_night')}
              slotProps={numeric}
            />
          </Box>
          <ControlledTextField
            name="remarks"
            control={form.control}
            label={t('columns.remarks')}
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 2 }}
          />
        </DialogContent>
        <DialogSaveActions onClose={onClose} closeLabel={t('close')} saveLabel={t('save')} saving={form.formState.isSubmitting} />
      </DialogForm>
    </Dialog>
  );
}
