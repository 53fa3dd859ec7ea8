import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Enrolment, TrainingToday } from '@portal/contracts';
import { IconClipboardCheck, IconFolderOpen } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguageTag } from '../../../../lib/i18n';
import { formatNumber } from '../../../../lib/i18n/format';
import { GradeChip } from './GradeChip';

const time = (value: string) =>
  new Intl.DateTimeFormat(currentLanguageTag(), { timeStyle: 'short', hourCycle: 'h23' }).format(new Date(value));

interface Props {
  enrolment: Enrolment;
  /** Today's bookings, last record and next lesson, when the student flies today. */
  today?: TrainingToday;
  onGrade: () => void;
}

/** A student as their instructor sees them: course and progress, today's bookings, last grades, next exercises. */
export function StudentCard({ enrolment, today, onGrade }: Props) {
  const { t } = useTranslation('academy');
  const headingId = useId();
  const next = today?.next_lesson;
  const last = today?.last_record;
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1.0625rem', fontWeight: 600 }}>
          {enrolment.student.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('training.courseLine', {
            course: enrolment.course.name,
            done: enrolment.lessons_done,
            total: enrolment.lessons_total,
            percent: formatNumber(enrolment.lessons_total ? (enrolment.lessons_done / enrolment.lessons_total) * 100 : 0, {
              maximumFractionDigits: 0,
            }),
          })}
        </Typography>
        {today?.bookings.map((booking) => (
          <Typography key={booking.id} variant="body2">
            {t('training.booking', {
              from: time(booking.starts_at),
              to: time(booking.ends_at),
              registration: booking.airplane_registration,
            })}
            {booking.lesson && ` · ${t('training.lessonName', { code: booking.lesson.code, title: booking.lesson.title })}`}
          </Typography>
        ))}
        {last && (
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('training.lastRecord', { code: last.lesson.code, title: last.lesson.title })}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
              {last.grades.map((grade) => (
                <Box key={grade.exercise_id} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <Typography variant="caption">{grade.code}</Typography>
                  <GradeChip grade={grade.grade} />
                </Box>
              ))}
            </Box>
          </Box>
        )}
        <Typography variant="body2">
          {next || enrolment.next_lesson
            ? t('training.nextLesson', {
                code: (next ?? enrolment.next_lesson)?.code,
                title: (next ?? enrolment.next_lesson)?.title,
              })
            : t('training.noNextLesson')}
        </Typography>
        {next && next.exercises.length > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {next.exercises.map((exercise) => `${exercise.code} ${exercise.title}`).join(' · ')}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          <Button variant="contained" startIcon={<IconClipboardCheck size={18} aria-hidden />} onClick={onGrade}>
            {t('training.grade.open')}
          </Button>
          <Button component={Link} to={`?enrolment=${enrolment.id}`} startIcon={<IconFolderOpen size={18} aria-hidden />}>
            {t('training.openFile')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
