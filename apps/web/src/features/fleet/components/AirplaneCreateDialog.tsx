import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { toast } from '../../../lib/toast';
import { createAirplane } from '../api/airplanes';
import { type AirplaneFormValues, airplaneFormValues, airplanePayload } from '../lib/airplaneForm';
import { AirplaneFormFields } from './AirplaneFormFields';

/** An admin adds an aircraft to the fleet; a registration already in the company is refused on its field. */
export function AirplaneCreateDialog({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const { t } = useTranslation('fleet');
  const form = useForm<AirplaneFormValues>({ defaultValues: airplaneFormValues() });
  const save = async (values: AirplaneFormValues) => {
    const { status: _status, status_reason: _reason, ...body } = airplanePayload(values);
    const airplane = await createAirplane(companyId, body);
    toast.success(t('admin.created', { registration: airplane.registration }));
  };
  return (
    <FormDialog title={t('admin.createTitle')} form={form} onSubmit={save} onClose={onClose} submitLabel={t('admin.create')} wide>
      <AirplaneFormFields control={form.control} companyId={companyId} />
    </FormDialog>
  );
}
