import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Enrolment } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../../components/SectionCard';
import { formatNumber } from '../../../../lib/i18n/format';
import { myEnrolmentsQuery, progressQuery, recordsQuery, trainingTodayQuery } from '../../api/training';
import { ProgressSummary } from './ProgressSummary';

const hours = (minutes: number) => formatNumber(minutes / 60, { maximumFractionDigits: 1 });

/** A student's course on the dashboard: progress and pace, next lesson, hours against the minima, records to acknowledge. */
function CourseCard({ enrolment }: { enrolment: Enrolment }) {
  const { t } = useTranslation('academy');
  const headingId = useId();
  const progress = useQuery(progressQuery(enrolment.id));
  const records = useQuery(recordsQuery(enrolment.id));
  const open = (records.data ?? []).filter((record) => record.permissions.sign).length;
  const total = progress.data?.minima.total;
  return (
    <Card component="article" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="h3" sx={{ fontSize: '1.0625rem', fontWeight: 600, flex: 1 }}>
            {enrolment.course.name}
          </Typography>
          {open > 0 && <Chip size="small" color="warning" label={t('training.toAcknowledge', { count: open })} />}
        </Box>
        {progress.data && <ProgressSummary progress={progress.data} />}
        {total && (
          <Typography variant="body2">
            {t('training.minima.totalLine', { done: hours(total.done_minutes), required: hours(total.required_minutes) })}
          </Typography>
        )}
        <Box>
          <Button component={Link} to={`/companies/${enrolment.company_id}/student`} variant={open ? 'contained' : 'outlined'}>
            {t('training.openMyFile')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** The instructor's students flying today, per company, with a way to their page. */
function Today() {
  const { t } = useTranslation('academy');
  const { data = [] } = useQuery(trainingTodayQuery());
  if (data.length === 0) return null;
  const companies = [...new Set(data.map((entry) => entry.enrolment.company_id))];
  return (
    <SectionCard title={t('training.todayTitle')}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {data.map((entry) => (
          <Typography component="li" key={entry.enrolment.id}>
            {entry.enrolment.student.name}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {' · '}
              {entry.next_lesson
                ? t('training.nextLesson', { code: entry.next_lesson.code, title: entry.next_lesson.title })
                : entry.enrolment.course.name}
            </Box>
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        {companies.map((companyId) => (
          <Button key={companyId} component={Link} to={`/companies/${companyId}/instructor`} variant="outlined">
            {t('training.openInstructor')}
          </Button>
        ))}
      </Box>
    </SectionCard>
  );
}

/** The dashboard's training part: the student's courses and the instructor's day. */
export function MyTraining() {
  const { t } = useTranslation('academy');
  const { data = [] } = useQuery(myEnrolmentsQuery());
  const studying = data.filter((enrolment) => enrolment.my_role === 'student' && enrolment.status === 'active');
  const teaching = data.some((enrolment) => enrolment.my_role === 'instructor');
  if (studying.length === 0 && !teaching) return null;
  return (
    <>
      {studying.length > 0 && (
        <Box component="section" aria-labelledby="my-training">
          <Typography id="my-training" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
            {t('training.myTraining')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(380px, 1fr))' } }}>
            {studying.map((enrolment) => (
              <CourseCard key={enrolment.id} enrolment={enrolment} />
            ))}
          </Box>
        </Box>
      )}
      {teaching && <Today />}
    </>
  );
}
