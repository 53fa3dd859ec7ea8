import type { Company } from '@portal/contracts';
import type { ReactNode } from 'react';
import { type Control, type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SaveDiscardButtons } from '../../../components/SaveDiscardButtons';
import { toastApiError } from '../../../lib/api/handleError';
import { applyServerErrors } from '../../../lib/forms/serverErrors';
import { toast } from '../../../lib/toast';
import { updateCompany } from '../api/companies';
import type { SettingsSectionModel } from '../lib/settingsForm';
import { SettingsSection } from './SettingsSection';

interface Props<V extends FieldValues> {
  company: Company;
  title: string;
  model: SettingsSectionModel<V>;
  children: (control: Control<V>) => ReactNode;
  /** After a save, before the form takes the saved values (e.g. to read the home airfield again). */
  onSaved?: () => Promise<unknown>;
}

/** A settings section that saves on its own: only its fields go to the server; a 422 shows on its field. */
export function SettingsSectionForm<V extends FieldValues>({ company, title, model, children, onSaved }: Props<V>) {
  const { t } = useTranslation('companies');
  const form = useForm<V>({ defaultValues: model.values(company) as DefaultValues<V> });
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await updateCompany(company.id, model.payload(values, company));
      await onSaved?.();
      form.reset(values);
      toast.success(t('settings.saved', { name: saved.name, section: title }));
    } catch (error) {
      if (!applyServerErrors(error, form.setError, model.fields)) toastApiError(error);
    }
  });
  return (
    <SettingsSection
      title={title}
      onSubmit={submit}
      actions={<SaveDiscardButtons form={form} saveLabel={t('settings.save')} discardLabel={t('settings.discard')} />}
    >
      {children(form.control)}
    </SettingsSection>
  );
}
