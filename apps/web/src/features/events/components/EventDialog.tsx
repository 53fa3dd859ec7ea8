import Box from '@mui/material/Box';
import type { ClubEvent } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/FormDateField';
import { FormDialog } from '../../../components/FormDialog';
import { FormTextField } from '../../../components/FormTextField';
import { RolesField } from '../../../components/RolesField';
import { toast } from '../../../lib/toast';
import { rules } from '../../../lib/validation/rules';
import { createEvent, updateEvent } from '../api/events';
import { type EventFormValues, eventFormValues, eventPayload } from '../lib/eventForm';

interface Props {
  companyId: number;
  zone: string;
  event?: ClubEvent;
  onClose: () => void;
  onCreated?: (event: ClubEvent) => void;
}

const clock = rules.format(/^([01]?\d|2[0-3])[:.]?([0-5]\d)$/);

/** A day and a 24-hour time side by side, typed for the company's zone. */
function WhenFields({
  prefix,
  label,
  control,
  required,
}: {
  prefix: 'start' | 'end' | 'deadline';
  label: string;
  control: ReturnType<typeof useForm<EventFormValues>>['control'];
  required?: boolean;
}) {
  const { t } = useTranslation('events');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 120px', gap: 1 }}>
      <FormDateField name={`${prefix}_date`} control={control} label={label} required={required} />
      <FormTextField
        name={`${prefix}_time`}
        control={control}
        label={t('form.time')}
        placeholder="HH:MM"
        inputMode="numeric"
        required={required}
        rules={required ? [rules.required, clock] : [clock]}
      />
    </Box>
  );
}

/** Creates or changes an event; times are typed in the company's zone and sent in UTC. */
export function EventDialog({ companyId, zone, event, onClose, onCreated }: Props) {
  const { t } = useTranslation('events');
  const form = useForm<EventFormValues>({ defaultValues: eventFormValues(event, zone) });
  const { control } = form;
  const save = async (values: EventFormValues) => {
    const body = eventPayload(values, zone);
    if (event) await updateEvent(event.id, body);
    else onCreated?.(await createEvent(companyId, body));
    toast.success(t(event ? 'saved' : 'created', { title: body.title }));
  };
  return (
    <FormDialog title={t(event ? 'editTitle' : 'createTitle')} form={form} onSubmit={save} onClose={onClose} wide>
      <FormTextField name="title" control={control} label={t('fields.title')} required rules={[rules.required, rules.max(200)]} />
      <FormTextField name="place" control={control} label={t('fields.place')} rules={[rules.max(200)]} />
      <WhenFields prefix="start" label={t('fields.start')} control={control} required />
      <WhenFields prefix="end" label={t('fields.end')} control={control} required />
      <FormTextField
        name="capacity"
        control={control}
        label={t('fields.capacity')}
        inputMode="numeric"
        rules={[rules.integer]}
        helperText={t('form.capacityHelp')}
      />
      <WhenFields prefix="deadline" label={t('fields.deadline')} control={control} />
      <RolesField name="visible_to_roles" control={control} label={t('fields.visibleTo')} helperText={t('form.visibleHelp')} />
      <FormTextField
        name="description"
        control={control}
        label={t('fields.description')}
        multiline
        minRows={3}
        rules={[rules.max(10000)]}
        helperText={t('form.zone', { zone })}
      />
    </FormDialog>
  );
}
