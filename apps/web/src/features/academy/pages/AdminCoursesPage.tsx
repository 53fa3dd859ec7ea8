import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Course } from '@portal/contracts';
import { IconPlus, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { SectionCard } from '../../../components/SectionCard';
import { formatDate } from '../../../lib/i18n/format';
import { coursesQuery, programmesQuery } from '../api/courses';
import { CourseDialog } from '../components/courses/CourseDialog';
import { EnrolDialog } from '../components/courses/EnrolDialog';
import { EnrolmentTable } from '../components/courses/EnrolmentTable';
import { ProgrammeList } from '../components/courses/ProgrammeList';

function CourseList({ companyId }: { companyId: number }) {
  const { t } = useTranslation('academy');
  const courses = useQuery(coursesQuery(companyId));
  const programmes = useQuery(programmesQuery(companyId));
  const [creating, setCreating] = useState(false);
  const [enrolling, setEnrolling] = useState<Course | null>(null);
  if (courses.isPending) return <PageLoader />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button
          variant="contained"
          startIcon={<IconPlus size={18} aria-hidden />}
          onClick={() => setCreating(true)}
          disabled={!programmes.data}
        >
          {t('courses.create')}
        </Button>
      </Box>
      {courses.isError && <Alert severity="warning">{t('training.loadFailed')}</Alert>}
      {courses.data?.length === 0 && <Alert severity="info">{t('courses.empty')}</Alert>}
      {courses.data?.map((course) => (
        <SectionCard
          key={course.id}
          title={course.name}
          action={
            course.permissions?.enrol && (
              <Button size="small" startIcon={<IconUserPlus size={16} aria-hidden />} onClick={() => setEnrolling(course)}>
                {t('courses.enrol')}
              </Button>
            )
          }
        >
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
            {t('courses.facts', {
              programme: course.programme.name,
              version: course.programme.version_number,
              from: formatDate(course.starts_on),
              to: course.ends_on ? formatDate(course.ends_on) : '…',
            })}
          </Typography>
          <EnrolmentTable courseId={course.id} label={t('courses.enrolmentsOf', { course: course.name })} />
        </SectionCard>
      ))}
      {creating && programmes.data && (
        <CourseDialog companyId={companyId} programmes={programmes.data} onClose={() => setCreating(false)} />
      )}
      {enrolling && <EnrolDialog course={enrolling} onClose={() => setEnrolling(null)} />}
    </Box>
  );
}

/** The admin's academy: courses with their students, and the training programmes they follow. */
export default function AdminCoursesPage() {
  const { t } = useTranslation('academy');
  const companyId = Number(useParams().company_id);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'programmes' ? 'programmes' : 'courses';
  return (
    <>
      <PageHeader subtitle={t('courses.adminSubtitle')} />
      <Tabs
        value={tab}
        onChange={(_, value: string) => setParams(value === 'courses' ? {} : { tab: value }, { replace: true })}
        sx={{ mb: 2 }}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab value="courses" label={t('courses.tabCourses')} />
        <Tab value="programmes" label={t('courses.tabProgrammes')} />
      </Tabs>
      {tab === 'courses' ? <CourseList companyId={companyId} /> : <ProgrammeList companyId={companyId} />}
    </>
  );
}
