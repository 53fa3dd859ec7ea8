import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Enrolment } from '@portal/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { enrolmentsIn, myEnrolmentsQuery, trainingTodayQuery } from '../api/training';
import { GradeLessonDialog } from '../components/training/GradeLessonDialog';
import { StudentCard } from '../components/training/StudentCard';
import { TrainingFile } from '../components/training/TrainingFile';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(320px, 1fr))' } };

/**
 * The instructor's page in a company: today's students with their last grades and next exercises,
 * every student they train, grading a lesson, and a student's training file (`?enrolment=`).
 */
export default function InstructorPage() {
  const { t } = useTranslation('academy');
  const companyId = Number(useParams().company_id);
  const [params] = useSearchParams();
  const [grading, setGrading] = useState<Enrolment | null>(null);
  const enrolments = useQuery(myEnrolmentsQuery());
  const today = useQuery(trainingTodayQuery());
  if (enrolments.isPending || today.isPending) return <PageLoader />;
  const mine = enrolmentsIn(enrolments.data, companyId, 'instructor');
  const todays = (today.data ?? []).filter((entry) => entry.enrolment.company_id === companyId);
  const opened = mine.find((enrolment) => enrolment.id === Number(params.get('enrolment')));
  if (opened)
    return (
      <>
        <PageHeader
          title={opened.student.name}
          subtitle={opened.course.name}
          actions={
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button component={Link} to="." startIcon={<IconArrowLeft size={18} aria-hidden />}>
                {t('training.backToStudents')}
              </Button>
              <Button variant="contained" onClick={() => setGrading(opened)}>
                {t('training.grade.open')}
              </Button>
            </Box>
          }
        />
        <TrainingFile enrolmentId={opened.id} viewer="instructor" />
        {grading && <GradeLessonDialog enrolment={grading} onClose={() => setGrading(null)} />}
      </>
    );
  return (
    <>
      <PageHeader subtitle={t('training.instructorSubtitle')} />
      {(enrolments.isError || today.isError) && <Alert severity="warning">{t('training.loadFailed')}</Alert>}
      <Box sx={{ display: 'grid', gap: 4 }}>
        <Box component="section" aria-labelledby="training-today">
          <Typography id="training-today" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
            {t('training.todayTitle')}
          </Typography>
          {todays.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{t('training.todayNone')}</Typography>
          ) : (
            <Box sx={grid}>
              {todays.map((entry) => (
                <StudentCard
                  key={entry.enrolment.id}
                  enrolment={entry.enrolment}
                  today={entry}
                  onGrade={() => setGrading(entry.enrolment)}
                />
              ))}
            </Box>
          )}
        </Box>
        <Box component="section" aria-labelledby="training-students">
          <Typography id="training-students" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
            {t('training.studentsTitle')}
          </Typography>
          {mine.length === 0 ? (
            <Alert severity="info">{t('training.noStudents')}</Alert>
          ) : (
            <Box sx={grid}>
              {mine.map((enrolment) => (
                <StudentCard key={enrolment.id} enrolment={enrolment} onGrade={() => setGrading(enrolment)} />
              ))}
            </Box>
          )}
        </Box>
      </Box>
      {grading && <GradeLessonDialog enrolment={grading} onClose={() => setGrading(null)} />}
    </>
  );
}
