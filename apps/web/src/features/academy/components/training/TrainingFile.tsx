import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TrainingRecord } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../../components/PageLoader';
import { SectionCard } from '../../../../components/SectionCard';
import { progressQuery, recordsQuery } from '../../api/training';
import { MyAttendance } from '../theory/TheorySessions';
import { GradeLessonDialog } from './GradeLessonDialog';
import { LessonList } from './LessonList';
import { MinimaBars } from './MinimaBars';
import { ProgressSummary } from './ProgressSummary';
import { RecordCard } from './RecordCard';

interface Props {
  enrolmentId: number;
  /** Whose eyes: the student acknowledges records, the instructor signs them. */
  viewer: 'student' | 'instructor';
}

/** One enrolment's training file: progress and pace, hours against the minima, the records to sign, the lessons. */
export function TrainingFile({ enrolmentId, viewer }: Props) {
  const { t } = useTranslation('academy');
  const [correcting, setCorrecting] = useState<TrainingRecord | null>(null);
  const progress = useQuery(progressQuery(enrolmentId));
  const records = useQuery(recordsQuery(enrolmentId));
  if (progress.isPending || records.isPending) return <PageLoader />;
  if (progress.isError || records.isError) return <Alert severity="warning">{t('training.loadFailed')}</Alert>;
  const open = records.data.filter((record) => record.permissions.sign);
  const rest = records.data.filter((record) => !record.permissions.sign);
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <SectionCard title={progress.data.enrolment.course.name}>
          <ProgressSummary progress={progress.data} />
        </SectionCard>
        <SectionCard title={t('training.recordsTitle')}>
          {records.data.length === 0 && <Typography>{t('training.noRecords')}</Typography>}
          {open.length > 0 && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t(viewer === 'student' ? 'training.openForStudent' : 'training.openForInstructor', { count: open.length })}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2 }}>
            {[...open, ...rest].map((record) => (
              <RecordCard key={record.id} record={record} viewer={viewer} onCorrect={() => setCorrecting(record)} />
            ))}
          </Box>
        </SectionCard>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <SectionCard title={t('training.minima.title')}>
          <MinimaBars minima={progress.data.minima} />
        </SectionCard>
        <SectionCard title={t('training.lessonsTitle')}>
          <LessonList phases={progress.data.phases} />
        </SectionCard>
        {viewer === 'student' && (
          <SectionCard title={t('theory.title')}>
            <MyAttendance
              courseId={progress.data.enrolment.course.id}
              companyId={progress.data.enrolment.company_id}
              enrolmentId={enrolmentId}
            />
          </SectionCard>
        )}
      </Box>
      {correcting && (
        <GradeLessonDialog enrolment={progress.data.enrolment} corrects={correcting} onClose={() => setCorrecting(null)} />
      )}
    </Box>
  );
}
