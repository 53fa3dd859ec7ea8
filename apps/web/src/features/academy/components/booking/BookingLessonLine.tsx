import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bookingLessonQuery } from '../../api/training';

/** The lesson a training booking names, in the booking's details; nothing when it names none. */
export function BookingLessonLine({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation('academy');
  const { data } = useQuery(bookingLessonQuery(bookingId));
  if (!data) return null;
  return (
    <Typography sx={{ mb: 0.5 }}>
      <Typography component="span" sx={{ color: 'text.secondary' }}>
        {t('training.bookingLesson.label')}:
      </Typography>{' '}
      {t('training.lessonName', { code: data.lesson.code, title: data.lesson.title })}
    </Typography>
  );
}
