import type { MaintenanceItem } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dayFromInput, FormDateField } from '../../../components/FormDateField';
import { FormDialog } from '../../../components/FormDialog';
import { FormTextField } from '../../../components/FormTextField';
import { isoToTyped } from '../../../lib/dates/typedDay';
import { rules } from '../../../lib/validation/rules';
import { addMaintenanceItem, updateMaintenanceItem } from '../api/upkeep';
import { formatHours } from '../lib/hours';
import { fleetRules, minutesOrNull, textOrNull } from '../lib/rules';

/** The inputs as typed; named as the API names them so its 422 errors land on them. */
interface Values {
  what: string;
  due_at_hobbs_minutes: string;
  due_on: string;
  warn_before_minutes: string;
  warn_before_days: string;
  notes: string;
}

const valuesOf = (item?: MaintenanceItem): Values => ({
  what: item?.what ?? '',
  due_at_hobbs_minutes: item?.due_at_hobbs_minutes == null ? '' : formatHours(item.due_at_hobbs_minutes),
  due_on: isoToTyped(item?.due_on),
  warn_before_minutes: formatHours(item?.warn_before_minutes ?? 600),
  warn_before_days: String(item?.warn_before_days ?? 30),
  notes: item?.notes ?? '',
});

/** Adds or changes a maintenance item: due at a Hobbs reading, on a day, or both, with its warning margins. */
export function MaintenanceItemDialog({
  airplaneId,
  item,
  onClose,
}: {
  airplaneId: number;
  item?: MaintenanceItem;
  onClose: () => void;
}) {
  const { t } = useTranslation('fleet');
  const form = useForm<Values>({ defaultValues: valuesOf(item) });
  const { control } = form;
  const save = (values: Values) => {
    const body = {
      what: values.what.trim(),
      due_at_hobbs_minutes: minutesOrNull(values.due_at_hobbs_minutes),
      due_on: dayFromInput(values.due_on),
      warn_before_minutes: minutesOrNull(values.warn_before_minutes) ?? 0,
      warn_before_days: Number(values.warn_before_days || 0),
      notes: textOrNull(values.notes),
    };
    return item ? updateMaintenanceItem(item.id, body) : addMaintenanceItem(airplaneId, body);
  };
  const needsDue = (value: string, values: Values) =>
    Boolean(value.trim() || values.due_at_hobbs_minutes.trim()) || t('server.dueRequired');
  return (
    <FormDialog title={t(item ? 'maintenance.editTitle' : 'maintenance.addTitle')} form={form} onSubmit={save} onClose={onClose}>
      <FormTextField
        name="what"
        control={control}
        label={t('maintenance.what')}
        required
        rules={[rules.required, rules.max(255)]}
      />
      <FormTextField
        name="due_at_hobbs_minutes"
        control={control}
        label={t('maintenance.dueAtHobbs')}
        rules={[fleetRules.hours]}
        placeholder="4250:00"
        helperText={t('form.hoursHelp')}
      />
      <FormDateField name="due_on" control={control} label={t('maintenance.dueOn')} matches={needsDue} />
      <FormTextField name="warn_before_minutes" control={control} label={t('maintenance.warnHours')} rules={[fleetRules.hours]} />
      <FormTextField
        name="warn_before_days"
        control={control}
        label={t('maintenance.warnDays')}
        inputMode="numeric"
        rules={[fleetRules.between(0, 3650)]}
      />
      <FormTextField
        name="notes"
        control={control}
        label={t('maintenance.notes')}
        multiline
        minRows={2}
        rules={[rules.max(2000)]}
      />
    </FormDialog>
  );
}
