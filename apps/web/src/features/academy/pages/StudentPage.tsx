import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { enrolmentsIn, myEnrolmentsQuery } from '../api/training';
import { TrainingFile } from '../components/training/TrainingFile';

/** The student's own training file in the company: each course they are enrolled in. */
export default function StudentPage() {
  const { t } = useTranslation('academy');
  const companyId = Number(useParams().company_id);
  const { data, isPending, isError } = useQuery(myEnrolmentsQuery());
  if (isPending) return <PageLoader />;
  const mine = enrolmentsIn(data, companyId, 'student');
  return (
    <>
      <PageHeader subtitle={t('training.studentSubtitle')} />
      {isError && <Alert severity="warning">{t('training.loadFailed')}</Alert>}
      {!isError && mine.length === 0 && <Alert severity="info">{t('training.notEnrolled')}</Alert>}
      <Box sx={{ display: 'grid', gap: 4 }}>
        {mine.map((enrolment) => (
          <TrainingFile key={enrolment.id} enrolmentId={enrolment.id} viewer="student" />
        ))}
      </Box>
    </>
  );
}
