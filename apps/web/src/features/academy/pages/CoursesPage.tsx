import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Course } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { SectionCard } from '../../../components/SectionCard';
import { formatDate } from '../../../lib/i18n/format';
import { useCompanyZone } from '../../companies';
import { courseQuery, coursesQuery } from '../api/courses';
import { TheorySessions } from '../components/theory/TheorySessions';

/** A course's syllabus: phases, lessons (dual or solo, minutes) and exercises. */
function Syllabus({ courseId }: { courseId: number }) {
  const { t } = useTranslation('academy');
  const { data, isPending } = useQuery(courseQuery(courseId));
  if (isPending || !data) return <PageLoader />;
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      {data.programme_version.phases.map((phase) => (
        <Box key={phase.id}>
          <Typography variant="subtitle2" component="h3">
            {phase.name}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {phase.lessons.map((lesson) => (
              <Typography component="li" variant="body2" key={lesson.id}>
                {t('training.lessonName', { code: lesson.code, title: lesson.title })}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {' · '}
                  {t('courses.lessonFacts', {
                    kind: t(`training.kinds.${lesson.kind}`),
                    briefing: lesson.briefing_minutes,
                    flight: lesson.flight_minutes,
                  })}
                  {lesson.exercises.length > 0 &&
                    ` · ${lesson.exercises.map((exercise) => `${exercise.code} ${exercise.title}`).join(', ')}`}
                </Box>
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function CourseCard({ course, zone }: { course: Course; zone: string }) {
  const { t } = useTranslation('academy');
  const [open, setOpen] = useState(false);
  return (
    <SectionCard
      title={course.name}
      action={
        <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
          {t(open ? 'courses.hideSyllabus' : 'courses.showSyllabus')}
        </Button>
      }
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('courses.facts', {
          programme: course.programme.name,
          version: course.programme.version_number,
          from: formatDate(course.starts_on),
          to: course.ends_on ? formatDate(course.ends_on) : '…',
        })}
      </Typography>
      <Typography variant="body2">{t('courses.students', { count: course.enrolment_count })}</Typography>
      {course.description && <Typography sx={{ mt: 1 }}>{course.description}</Typography>}
      {open && <Syllabus courseId={course.id} />}
      {course.permissions?.teach && <TheorySessions courseId={course.id} zone={zone} />}
    </SectionCard>
  );
}

/** The company's courses and the syllabus each follows. */
export default function CoursesPage() {
  const { t } = useTranslation('academy');
  const companyId = Number(useParams().company_id);
  const { data, isPending, isError } = useQuery(coursesQuery(companyId));
  const zone = useCompanyZone(companyId);
  if (isPending) return <PageLoader />;
  return (
    <>
      <PageHeader subtitle={t('courses.subtitle')} />
      {isError && <Alert severity="warning">{t('training.loadFailed')}</Alert>}
      {data?.length === 0 && <Alert severity="info">{t('courses.none')}</Alert>}
      <Box sx={{ display: 'grid', gap: 2 }}>
        {data?.map((course) => (
          <CourseCard key={course.id} course={course} zone={zone} />
        ))}
      </Box>
    </>
  );
}
