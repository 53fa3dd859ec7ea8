import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { type Enrolment, type Grade, gradesOf, type TrainingRecord } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/FormDialog';
import { FormSelectField } from '../../../../components/FormSelectField';
import { FormTextField } from '../../../../components/FormTextField';
import { PageLoader } from '../../../../components/PageLoader';
import { formatDate } from '../../../../lib/i18n/format';
import { toast } from '../../../../lib/toast';
import { rules } from '../../../../lib/validation/rules';
import { courseQuery } from '../../api/courses';
import { createRecord, enrolmentFlightsQuery, progressQuery } from '../../api/training';

type Values = { flight_id: number | ''; lesson_id: number | ''; remarks: string } & Record<string, string | number>;

interface Props {
  enrolment: Enrolment;
  /** A locked record this one corrects: its flight and lesson are taken over and it is replaced. */
  corrects?: TrainingRecord;
  onClose: () => void;
}

/**
 * The instructor grades a lesson: picks the flight and the lesson, grades each exercise flown with a
 * comment, and signs; the student acknowledges it on their page.
 */
export function GradeLessonDialog({ enrolment, corrects, onClose }: Props) {
  const { t } = useTranslation('academy');
  const progress = useQuery(progressQuery(enrolment.id));
  const course = useQuery(courseQuery(enrolment.course.id));
  const flights = useQuery(enrolmentFlightsQuery(enrolment.id));
  const form = useForm<Values>({
    values: {
      flight_id: corrects?.flight.id ?? '',
      lesson_id: corrects?.lesson.id ?? progress.data?.next_lesson?.id ?? '',
      remarks: corrects?.remarks ?? '',
      ...Object.fromEntries(
        (corrects?.grades ?? []).flatMap((grade) => [
          [`e${grade.exercise_id}_grade`, grade.grade],
          [`e${grade.exercise_id}_comment`, grade.comment],
        ]),
      ),
    },
    resetOptions: { keepDirtyValues: true },
  });
  const lessonId = form.watch('lesson_id');
  const lessons = course.data?.programme_version.phases.flatMap((phase) => phase.lessons) ?? [];
  const lesson = lessons.find((candidate) => candidate.id === lessonId);
  const scale = gradesOf(progress.data?.grading_scale ?? 'numeric');
  // A dual lesson is flown with an instructor, a solo lesson alone: only those flights fit.
  const fitting = (flights.data ?? []).filter((flight) => (lesson?.kind === 'solo' ? flight.solo : !flight.solo));
  const flightId = form.watch('flight_id');
  const firstFitting = fitting[0]?.id ?? '';
  const fits = fitting.some((flight) => flight.id === flightId);
  // The newest flight that fits the chosen lesson, until the instructor picks another that fits.
  useEffect(() => {
    if (!fits) form.setValue('flight_id', firstFitting);
  }, [fits, firstFitting, form]);
  // At least one exercise is graded: checked with the form's fields, shown above the exercises.
  form.register('any_grade', {
    validate: (_, values) =>
      (lesson?.exercises ?? []).some((exercise) => values[`e${exercise.id}_grade`]) || t('training.grade.noGrades'),
  });
  const missing = form.formState.errors.any_grade?.message;
  const save = async (values: Values) => {
    const grades = (lesson?.exercises ?? []).flatMap((exercise) => {
      const grade = values[`e${exercise.id}_grade`];
      return grade
        ? [{ exercise_id: exercise.id, grade: grade as Grade, comment: String(values[`e${exercise.id}_comment`] ?? '') }]
        : [];
    });
    await createRecord(enrolment.id, {
      flight_id: Number(values.flight_id),
      lesson_id: Number(values.lesson_id),
      grades,
      remarks: values.remarks,
      corrects_record_id: corrects?.id ?? null,
    });
    toast.success(t('training.grade.done', { name: enrolment.student.name }));
  };
  const loading = progress.isPending || course.isPending || flights.isPending;
  return (
    <FormDialog
      title={t(corrects ? 'training.grade.correctTitle' : 'training.grade.title', { name: enrolment.student.name })}
      form={form}
      onSubmit={save}
      onClose={onClose}
      wide
      submitLabel={t('training.grade.save')}
    >
      {loading ? (
        <PageLoader />
      ) : (
        <>
          <FormSelectField
            name="flight_id"
            control={form.control}
            label={t('training.grade.flight')}
            required
            rules={[rules.required]}
          >
            {fitting.map((flight) => (
              <MenuItem key={flight.id} value={flight.id}>
                {t('training.grade.flightOption', {
                  date: formatDate(flight.off_block_at),
                  registration: flight.airplane_registration,
                  route: `${flight.departure_airport} – ${flight.arrival_airport}`,
                  minutes: flight.block_minutes,
                })}
              </MenuItem>
            ))}
          </FormSelectField>
          {fitting.length === 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('training.grade.noFlights')}
            </Typography>
          )}
          <FormSelectField
            name="lesson_id"
            control={form.control}
            label={t('training.grade.lesson')}
            required
            rules={[rules.required]}
          >
            {lessons.map((candidate) => (
              <MenuItem key={candidate.id} value={candidate.id}>
                {t('training.lessonName', { code: candidate.code, title: candidate.title })}
              </MenuItem>
            ))}
          </FormSelectField>
          {lesson && (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                {t('training.grade.exercises')}
              </Typography>
              {missing && <Alert severity="error">{String(missing)}</Alert>}
              {lesson.exercises.map((exercise) => (
                <Box
                  key={`${lesson.id}-${exercise.id}`}
                  sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, alignItems: 'start' }}
                >
                  <FormSelectField
                    name={`e${exercise.id}_grade`}
                    control={form.control}
                    label={t('training.exerciseName', { code: exercise.code, title: exercise.title })}
                    options={scale}
                    optionLabel={(grade) => t(`training.grades.${grade}`)}
                  >
                    <MenuItem value="">{t('training.grade.notFlown')}</MenuItem>
                  </FormSelectField>
                  <FormTextField
                    name={`e${exercise.id}_comment`}
                    control={form.control}
                    label={t('training.grade.comment')}
                    rules={[rules.max(2000)]}
                  />
                </Box>
              ))}
            </Box>
          )}
          <FormTextField
            name="remarks"
            control={form.control}
            label={t('training.grade.remarks')}
            multiline
            minRows={2}
            rules={[rules.max(4000)]}
          />
        </>
      )}
    </FormDialog>
  );
}
