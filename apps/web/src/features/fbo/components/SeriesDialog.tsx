import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type Fbo, RECURRENCE_FREQUENCIES, type RecurrencePreview, WEEKDAYS } from '@portal/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dayFromInput, FormDateField } from '../../../components/FormDateField';
import { FormDialog } from '../../../components/FormDialog';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { toastApiError } from '../../../lib/api/handleError';
import { readClock } from '../../../lib/dates/clock';
import { zoneFormat } from '../../../lib/dates/zone';
import { toast } from '../../../lib/toast';
import { rules } from '../../../lib/validation/rules';
import { createSeries, previewSeries } from '../api/fbo';
import { formatDay } from '../lib/days';

interface Values {
  title: string;
  registration: string;
  route: string;
  starts_on: string;
  start_time: string;
  duration_minutes: string;
  freq: (typeof RECURRENCE_FREQUENCIES)[number];
  by_day: (typeof WEEKDAYS)[number][];
  until: string;
  count: string;
  skip_conflicts: boolean;
}

const inputOf = (values: Values) => ({
  title: values.title,
  airplane_id: null,
  registration: values.registration.trim().toUpperCase() || null,
  route: values.route,
  starts_on: dayFromInput(values.starts_on) ?? values.starts_on,
  start_time: readClock(values.start_time) ?? values.start_time,
  duration_minutes: Number(values.duration_minutes),
  rule: {
    freq: values.freq,
    interval: 1,
    by_day: values.freq === 'WEEKLY' ? values.by_day : [],
    until: values.until ? (dayFromInput(values.until) ?? values.until) : null,
    count: values.until ? null : Number(values.count) || null,
  },
  skip_conflicts: values.skip_conflicts,
});

/** A new series: the rule, a preview of its flights with the collisions, and whether to skip them. */
export function SeriesDialog({ fbo, onClose }: { fbo: Fbo; onClose: () => void }) {
  const { t } = useTranslation('fbo');
  const [preview, setPreview] = useState<RecurrencePreview | null>(null);
  const form = useForm<Values>({
    defaultValues: {
      title: '',
      registration: '',
      route: '',
      starts_on: '',
      start_time: '09:00',
      duration_minutes: '60',
      freq: 'WEEKLY',
      by_day: ['SA'],
      until: '',
      count: '10',
      skip_conflicts: false,
    },
  });
  const freq = form.watch('freq');
  const check = async () => {
    try {
      setPreview(await previewSeries(fbo.id, inputOf(form.getValues())));
    } catch (error) {
      toastApiError(error);
    }
  };
  return (
    <FormDialog
      title={t('series.new')}
      form={form}
      wide
      onClose={onClose}
      onSubmit={async (values) => {
        await createSeries(fbo.id, inputOf(values));
        toast.success(t('series.saved'));
      }}
    >
      <FormTextField name="title" control={form.control} label={t('series.title')} rules={[rules.required]} autoFocus />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField name="registration" control={form.control} label={t('series.registration')} />
        <FormTextField name="route" control={form.control} label={t('series.route')} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormDateField name="starts_on" control={form.control} label={t('series.startsOn')} required />
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
      <FormSelectField
        name="freq"
        control={form.control}
        label={t('series.freq')}
        options={RECURRENCE_FREQUENCIES}
        optionLabel={(value) => t(`series.freqs.${value}`)}
      />
      {freq === 'WEEKLY' && (
        <Controller
          name="by_day"
          control={form.control}
          render={({ field }) => (
            <ToggleButtonGroup
              value={field.value}
              onChange={(_, value) => field.onChange(value)}
              aria-label={t('series.weekdays')}
              size="small"
              sx={{ flexWrap: 'wrap' }}
            >
              {WEEKDAYS.map((day) => (
                <ToggleButton key={day} value={day}>
                  {t(`series.days.${day}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormDateField name="until" control={form.control} label={t('series.until')} helperText={t('series.untilHelp')} />
        <FormTextField
          name="count"
          control={form.control}
          label={t('series.count')}
          inputMode="numeric"
          rules={[rules.numeric]}
        />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={check}>
          {t('series.preview')}
        </Button>
        {preview && (
          <Typography role="status">
            {t('series.previewResult', { count: preview.count, conflicts: preview.conflict_count })}
          </Typography>
        )}
      </Stack>
      {preview && preview.conflict_count > 0 && (
        <Alert severity="warning">
          <Stack spacing={0.5}>
            {preview.occurrences
              .filter((item) => item.conflicts.length > 0)
              .slice(0, 8)
              .map((item) => (
                <span key={item.starts_at}>
                  {formatDay(item.local_date, zoneFormat('UTC', { day: '2-digit', month: '2-digit', year: 'numeric' }))}:{' '}
                  {item.conflicts.map((conflict) => t(`series.conflict.${conflict.kind}`)).join(', ')}
                </span>
              ))}
          </Stack>
        </Alert>
      )}
      <Controller
        name="skip_conflicts"
        control={form.control}
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
            label={t('series.skipConflicts')}
          />
        )}
      />
    </FormDialog>
  );
}
