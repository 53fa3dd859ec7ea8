import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dayFromInput, FormDateField } from '../../../components/FormDateField';
import { FormDialog } from '../../../components/FormDialog';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { formatDay } from '../../../lib/i18n/format';
import { toast } from '../../../lib/toast';
import { rules } from '../../../lib/validation/rules';
import { eventsQuery } from '../../events';
import { logWorkHours } from '../api/workHours';
import { minutesFromHours } from '../lib';

interface Values {
  event_id: number | '';
  task: string;
  worked_on: string;
  hours: string;
  note: string;
}

/** Logs hours for one of the club's past events or a task; an admin reviews them later. */
export function WorkHourDialog({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const { t } = useTranslation('workHours');
  const events = useQuery(eventsQuery(companyId, { past: true, page: 1, perPage: 25 }));
  const form = useForm<Values>({
    defaultValues: {
      event_id: '',
      task: '',
      worked_on: formatDay(new Date().toISOString().slice(0, 10), { day: '2-digit', month: '2-digit', year: 'numeric' }),
      hours: '',
      note: '',
    },
  });
  const { control } = form;
  const save = async (values: Values) => {
    await logWorkHours(companyId, {
      event_id: values.event_id === '' ? null : values.event_id,
      task: values.task.trim(),
      worked_on: dayFromInput(values.worked_on) ?? '',
      minutes: minutesFromHours(values.hours) ?? 0,
      note: values.note.trim(),
    });
    toast.success(t('logged'));
  };
  return (
    <FormDialog title={t('logTitle')} form={form} onSubmit={save} onClose={onClose}>
      <FormSelectField name="event_id" control={control} label={t('fields.event')}>
        <MenuItem value="">{t('noEvent')}</MenuItem>
        {(events.data?.data ?? []).map((event) => (
          <MenuItem key={event.id} value={event.id}>
            {event.title}
          </MenuItem>
        ))}
      </FormSelectField>
      <FormTextField name="task" control={control} label={t('fields.task')} rules={[rules.max(300)]} helperText={t('taskHelp')} />
      <FormDateField name="worked_on" control={control} label={t('fields.worked_on')} required />
      <FormTextField
        name="hours"
        control={control}
        label={t('fields.hours')}
        inputMode="decimal"
        required
        rules={[rules.required, rules.format(/^\s*\d{1,2}([.,]\d{1,2})?\s*$/)]}
        helperText={t('hoursHelp')}
      />
      <FormTextField name="note" control={control} label={t('fields.note')} multiline minRows={2} rules={[rules.max(1000)]} />
    </FormDialog>
  );
}
