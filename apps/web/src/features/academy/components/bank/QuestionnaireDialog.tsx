import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { SUBJECTS, type Subject } from '@portal/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/FormDialog';
import { FormTextField } from '../../../../components/FormTextField';
import { toast } from '../../../../lib/toast';
import { rules } from '../../../../lib/validation/rules';
import { createQuestionnaire } from '../../api/questions';

type Source = 'fixed' | 'drawn';
type Counts = Record<`s${Subject}`, string>;
interface Values extends Counts {
  title: string;
  time_limit_minutes: string;
  pass_mark_percent: string;
  source: Source;
}

const wholeNumber = (min: number, max: number, message: string) => (value: unknown) => {
  if (value === undefined || value === null || String(value).trim() === '') return true;
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? true : message;
};

interface Props {
  companyId: number;
  /** The questions ticked in the bank, for a questionnaire of fixed questions. */
  selected: number[];
  onClose: () => void;
}

/** A new questionnaire: the ticked questions, or a number drawn at random from each subject at every start. */
export function QuestionnaireDialog({ companyId, selected, onClose }: Props) {
  const { t } = useTranslation('academy');
  const counts = Object.fromEntries(SUBJECTS.map((subject) => [`s${subject}`, ''])) as Counts;
  const form = useForm<Values>({
    defaultValues: {
      title: '',
      time_limit_minutes: '30',
      pass_mark_percent: '75',
      source: selected.length ? 'fixed' : 'drawn',
      ...counts,
    },
  });
  const source = form.watch('source');
  const between = (min: number, max: number) => wholeNumber(min, max, t('bank.create.between', { min, max }));
  const someDrawn = (_: string, values: Values) =>
    SUBJECTS.some((subject) => Number(values[`s${subject}`] || 0) > 0) || t('bank.create.noDraws');
  const save = async (values: Values) => {
    const draws = SUBJECTS.map((subject) => ({ subject, count: Number(values[`s${subject}`] || 0) })).filter(
      (draw) => draw.count > 0,
    );
    const created = await createQuestionnaire(companyId, {
      title: values.title,
      time_limit_minutes: Number(values.time_limit_minutes),
      pass_mark_percent: Number(values.pass_mark_percent),
      ...(values.source === 'fixed' ? { question_ids: selected } : { subject_draws: draws }),
    });
    toast.success(t('bank.create.done', { title: created.title }));
  };
  return (
    <FormDialog
      title={t('bank.create.title')}
      form={form}
      onSubmit={save}
      onClose={onClose}
      wide
      submitLabel={t('bank.create.save')}
    >
      <FormTextField name="title" control={form.control} label={t('bank.create.name')} required rules={[rules.required]} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          name="time_limit_minutes"
          control={form.control}
          label={t('bank.create.minutes')}
          inputMode="numeric"
          required
          rules={[rules.required, between(1, 600)]}
        />
        <FormTextField
          name="pass_mark_percent"
          control={form.control}
          label={t('bank.create.passMark')}
          inputMode="numeric"
          required
          rules={[rules.required, between(1, 100)]}
        />
      </Box>
      <Controller
        name="source"
        control={form.control}
        render={({ field }) => (
          <RadioGroup {...field} aria-label={t('bank.create.source')}>
            <FormControlLabel
              value="fixed"
              control={<Radio />}
              disabled={selected.length === 0}
              label={t('bank.create.fixed', { count: selected.length })}
            />
            <FormControlLabel value="drawn" control={<Radio />} label={t('bank.create.drawn')} />
          </RadioGroup>
        )}
      />
      {source === 'fixed' && selected.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('bank.create.noneTicked')}
        </Typography>
      )}
      {source === 'drawn' && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
          {SUBJECTS.map((subject) => (
            <FormTextField
              key={subject}
              name={`s${subject}`}
              control={form.control}
              label={t(`subjects.${subject}`)}
              inputMode="numeric"
              rules={[between(0, 200)]}
              matches={subject === SUBJECTS[0] ? someDrawn : undefined}
            />
          ))}
        </Box>
      )}
    </FormDialog>
  );
}
