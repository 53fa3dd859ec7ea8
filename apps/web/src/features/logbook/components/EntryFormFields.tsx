import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { AIRPLANE_CATEGORIES, type LogbookEntryCreate } from '@portal/contracts';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../components/ControlledTextField';
import { datePatternKey } from '../../../lib/dates/typedDay';
import type { EntryFormValues } from '../lib/entryForm';

type FormControl = Control<EntryFormValues, unknown, LogbookEntryCreate>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5, color: 'text.secondary' }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>{children}</Box>
    </Box>
  );
}

const DURATION_INPUT = { htmlInput: { inputMode: 'numeric' as const, placeholder: 'h:mm', autoComplete: 'off' } };
const COUNT_INPUT = { htmlInput: { inputMode: 'numeric' as const } };
const TIME_INPUT = { htmlInput: { inputMode: 'numeric' as const, placeholder: 'HH:MM', autoComplete: 'off' } };
const UPPER_INPUT = { htmlInput: { style: { textTransform: 'uppercase' as const }, autoComplete: 'off' } };

/** Fields of one kind (durations, counts), each labelled by its logbook column. */
function Columns({
  control,
  fields,
  slotProps = DURATION_INPUT,
}: {
  control: FormControl;
  fields: (keyof EntryFormValues)[];
  slotProps?: typeof DURATION_INPUT | typeof COUNT_INPUT;
}) {
  const { t } = useTranslation('logbook');
  return fields.map((field) => (
    <ControlledTextField
      size="small"
      key={field}
      name={field}
      control={control}
      label={t(`columns.${field}`)}
      slotProps={slotProps}
    />
  ));
}

/** Where and when (UTC) a flight departed or arrived. */
function PlaceAndTime({ control, end }: { control: FormControl; end: 'departure' | 'arrival' }) {
  const { t } = useTranslation('logbook');
  const place = `${end}_place` as const;
  const time = `${end}_time` as const;
  return (
    <>
      <ControlledTextField size="small" name={place} control={control} label={t(`columns.${place}`)} slotProps={UPPER_INPUT} />
      <ControlledTextField
        size="small"
        name={time}
        control={control}
        label={t('form.timeUtc', { label: t(`columns.${time}`) })}
        slotProps={TIME_INPUT}
      />
    </>
  );
}

/** The FCL.050 columns of a personal entry, grouped as the paper logbook groups them. */
export function EntryFormFields({ control }: { control: FormControl }) {
  const { t } = useTranslation('logbook');
  const column = (field: string) => t(`columns.${field}`);
  return (
    <>
      <Section title={t('form.flight')}>
        <ControlledTextField
          size="small"
          name="date"
          control={control}
          label={column('date')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', placeholder: t(datePatternKey()), autoComplete: 'off' } }}
        />
        <Box sx={{ display: { xs: 'none', sm: 'block' }, gridColumn: 'span 3' }} />
        <PlaceAndTime control={control} end="departure" />
        <PlaceAndTime control={control} end="arrival" />
      </Section>
      <Section title={t('form.aircraft')}>
        <ControlledTextField size="small" name="aircraft_type" control={control} label={column('aircraft_type')} />
        <ControlledTextField
          size="small"
          name="registration"
          control={control}
          label={column('registration')}
          slotProps={UPPER_INPUT}
        />
        <ControlledTextField
          size="small"
          select
          name="aircraft_category"
          control={control}
          label={column('aircraft_category')}
          slotProps={{ select: { displayEmpty: true } }}
        >
          <MenuItem value="">{t('form.noCategory')}</MenuItem>
          {AIRPLANE_CATEGORIES.map((category) => (
            <MenuItem key={category} value={category}>
              {t(`categories.${category}`)}
            </MenuItem>
          ))}
        </ControlledTextField>
        <ControlledTextField
          size="small"
          name="pic_name"
          control={control}
          label={column('pic_name')}
          helperText={t('form.picNameHelp')}
        />
      </Section>
      <Section title={t('form.times')}>
        <Box sx={{ gridColumn: { xs: 'span 2', sm: 'span 1' } }}>
          <ControlledTextField
            size="small"
            name="total_minutes"
            control={control}
            label={column('total_minutes')}
            slotProps={DURATION_INPUT}
          />
        </Box>
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', gridColumn: { xs: 'span 2', sm: 'span 3' }, alignSelf: 'center' }}
        >
          {t('form.totalHelp')}
        </Typography>
        <Columns control={control} fields={['se_minutes', 'me_minutes', 'multi_pilot_minutes', 'night_minutes', 'ifr_minutes']} />
        <Columns control={control} fields={['landings_day', 'landings_night']} slotProps={COUNT_INPUT} />
      </Section>
      <Section title={t('form.functions')}>
        <Columns control={control} fields={['pic_minutes', 'copilot_minutes', 'dual_minutes', 'instructor_minutes']} />
      </Section>
      <Section title={t('form.fstd')}>
        <ControlledTextField size="small" name="fstd_type" control={control} label={column('fstd_type')} />
        <Columns control={control} fields={['fstd_minutes']} />
      </Section>
      <ControlledTextField size="small" name="remarks" control={control} label={column('remarks')} multiline minRows={2} />
    </>
  );
}
