import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { Progress } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/i18n/format';
import { ForecastChip } from './ForecastChip';

/** Lessons done of the programme, the pace against the planned end, and the next lesson with its exercises. */
export function ProgressSummary({ progress }: { progress: Progress }) {
  const { t } = useTranslation('academy');
  const barId = useId();
  const { enrolment, forecast, next_lesson: next } = progress;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography id={barId} variant="body2">
            {t('training.lessonsDone', { done: enrolment.lessons_done, total: enrolment.lessons_total })}
          </Typography>
          <ForecastChip forecast={forecast} />
        </Box>
        <LinearProgress
          variant="determinate"
          value={forecast.percent_done}
          aria-labelledby={barId}
          sx={{ height: 10, borderRadius: 5, mt: 0.5 }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {[
            enrolment.instructor && t('training.instructorIs', { name: enrolment.instructor.name }),
            forecast.planned_end_on && t('training.plannedEnd', { date: formatDate(forecast.planned_end_on) }),
            forecast.expected_end_on && t('training.expectedEnd', { date: formatDate(forecast.expected_end_on) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="p">
          {next ? t('training.nextLesson', { code: next.code, title: next.title }) : t('training.noNextLesson')}
        </Typography>
        {next && next.exercises.length > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {next.exercises.map((exercise) => `${exercise.code} ${exercise.title}`).join(' · ')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
