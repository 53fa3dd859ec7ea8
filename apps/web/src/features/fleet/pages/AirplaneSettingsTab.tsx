import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SaveDiscardButtons } from '../../../components/SaveDiscardButtons';
import { SectionCard } from '../../../components/SectionCard';
import { submitHandler } from '../../../lib/forms/submitHandler';
import { toast } from '../../../lib/toast';
import { updateAirplane } from '../api/airplanes';
import { AirplaneFormFields } from '../components/AirplaneFormFields';
import { AirplanePhotoCard } from '../components/AirplanePhotoCard';
import { DangerZone } from '../components/DangerZone';
import { type AirplaneFormValues, airplaneFormValues, airplanePayload } from '../lib/airplaneForm';
import { useAirplaneContext } from '../lib/context';

/** Admins change every field of the aircraft (only what they changed is sent), its photo, retire it or delete it. */
export default function AirplaneSettingsTab() {
  const { t } = useTranslation('fleet');
  const { airplane, canEdit } = useAirplaneContext();
  const form = useForm<AirplaneFormValues>({ defaultValues: airplaneFormValues(airplane) });
  const { reset, formState } = form;

  // A change saved elsewhere (a squawk grounding it, retiring it below) becomes the new starting point.
  useEffect(() => {
    if (!formState.isDirty) reset(airplaneFormValues(airplane));
  }, [airplane, formState.isDirty, reset]);

  if (!canEdit) return <Alert severity="info">{t('settings.adminsOnly')}</Alert>;
  const submit = submitHandler(form, async (values) => {
    const changed = Object.keys(formState.dirtyFields) as (keyof AirplaneFormValues)[];
    if (changed.includes('status')) changed.push('status_reason');
    const saved = await updateAirplane(airplane.id, airplanePayload(values, changed));
    reset(values);
    toast.success(t('settings.saved', { registration: saved.registration }));
  });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SectionCard title={t('settings.title')}>
        <Box component="form" onSubmit={submit} noValidate aria-label={t('settings.title')}>
          <AirplaneFormFields control={form.control} companyId={airplane.company_id} withStatus />
          <SaveDiscardButtons form={form} saveLabel={t('settings.save')} discardLabel={t('settings.discard')} sx={{ mt: 3 }} />
        </Box>
      </SectionCard>
      <AirplanePhotoCard airplane={airplane} />
      <DangerZone airplane={airplane} />
    </Box>
  );
}
