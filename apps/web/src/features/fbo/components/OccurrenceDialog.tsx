import Stack from '@mui/material/Stack';
import type { Fbo, RecurringFlight } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { FormTextField } from '../../../components/FormTextField';
import { readClock } from '../../../lib/dates/clock';
import { rules } from '../../../lib/validation/rules';

/** What an edit of a flight may change; the scope dialog then says which flights it concerns. */
export interface FlightChange {
  title: string;
  route: string;
  start_time: string;
  duration_minutes: number;
}

interface Values {
  title: string;
  route: string;
  start_time: string;
  duration_minutes: string;
}

/** Changes the next flight of a series: its title, route, time (in the airport's zone) and length. */
export function OccurrenceDialog({
  fbo,
  series,
  at,
  onChange,
  onClose,
}: {
  fbo: Fbo;
  series: RecurringFlight;
  /** The flight's start as the page shows it. */
  at: string;
  onChange: (change: FlightChange) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('fbo');
  const form = useForm<Values>({
    defaultValues: {
      title: series.title,
      route: series.route,
      start_time: series.start_time,
      duration_minutes: String(series.duration_minutes),
    },
  });
  return (
    <FormDialog
      title={t('series.editTitle', { at })}
      form={form}
      submitLabel={t('series.editNext')}
      onClose={onClose}
      onSubmit={async (values) =>
        onChange({
          title: values.title,
          route: values.route,
          start_time: readClock(values.start_time) ?? values.start_time,
          duration_minutes: Number(values.duration_minutes),
        })
      }
    >
      <FormTextField name="title" control={form.control} label={t('series.title')} rules={[rules.required]} autoFocus />
      <FormTextField name="route" control={form.control} label={t('series.route')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          name="start_time"
          control={form.control}
          label={t('series.startTime', { zone: fbo.timezone })}
          rules={[rules.required]}
        />
        <FormTextField
          name="duration_minutes"
          control={form.control}
          label={t('series.duration')}
          inputMode="numeric"
          rules={[rules.required, rules.numeric]}
        />
      </Stack>
    </FormDialog>
  );
}
