import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TrainingRecord } from '@portal/contracts';
import { IconLock, IconPencil, IconSignature } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../../lib/api/handleError';
import { formatDate, formatDateTime } from '../../../../lib/i18n/format';
import { toast } from '../../../../lib/toast';
import { signRecord } from '../../api/training';
import { GradeChip } from './GradeChip';

function Signature({ label, at }: { label: string; at: string | null }) {
  const { t } = useTranslation('academy');
  return (
    <Typography variant="body2" sx={{ color: at ? 'text.primary' : 'text.secondary' }}>
      {at ? t('training.record.signedAt', { who: label, at: formatDateTime(at) }) : t('training.record.unsigned', { who: label })}
    </Typography>
  );
}

/**
 * A training record as its student and instructor read it: the flight, each exercise's grade and comment,
 * both signatures, and the button to sign one's own side while it is open.
 */
interface Props {
  record: TrainingRecord;
  viewer: 'student' | 'instructor';
  /** Opens the correction of a locked record (instructors). */
  onCorrect?: () => void;
}

export function RecordCard({ record, viewer, onCorrect }: Props) {
  const { t } = useTranslation('academy');
  const headingId = useId();
  const [signing, setSigning] = useState(false);
  const { flight } = record;
  const sign = async () => {
    setSigning(true);
    try {
      const signed = await signRecord(record.id);
      toast.success(t(signed.locked ? 'training.record.lockedNow' : 'training.record.signedNow'));
    } catch (error) {
      toastApiError(error);
    } finally {
      setSigning(false);
    }
  };
  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography id={headingId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, flex: 1, minWidth: 200 }}>
            {t('training.lessonName', { code: record.lesson.code, title: record.lesson.title })}
          </Typography>
          {record.locked && <Chip size="small" icon={<IconLock size={14} aria-hidden />} label={t('training.record.locked')} />}
          {record.corrected_by_record_id && <Chip size="small" color="warning" label={t('training.record.corrected')} />}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('training.record.flight', {
            date: formatDate(flight.off_block_at),
            registration: flight.airplane_registration,
            route: `${flight.departure_airport} – ${flight.arrival_airport}`,
            minutes: flight.block_minutes,
            instructor: record.instructor.name,
          })}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {record.grades.map((grade) => (
            <Box component="li" key={grade.exercise_id} sx={{ display: 'grid', gap: 0.25 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ flex: 1, minWidth: 180 }}>
                  {t('training.exerciseName', { code: grade.code, title: grade.title })}
                </Typography>
                <GradeChip grade={grade.grade} />
              </Box>
              {grade.comment && (
                <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                  {grade.comment}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
        {record.remarks && <Typography variant="body2">{record.remarks}</Typography>}
        <Box sx={{ display: 'grid', gap: 0.25 }}>
          <Signature label={t('training.record.instructor')} at={record.instructor_signed_at} />
          <Signature label={t('training.record.student')} at={record.student_signed_at} />
        </Box>
        {record.permissions.correct && onCorrect && (
          <Box>
            <Button startIcon={<IconPencil size={18} aria-hidden />} onClick={onCorrect}>
              {t('training.record.correct')}
            </Button>
          </Box>
        )}
        {record.permissions.sign && (
          <Box>
            <Button
              variant="contained"
              startIcon={<IconSignature size={18} aria-hidden />}
              onClick={() => void sign()}
              disabled={signing}
            >
              {t(viewer === 'student' ? 'training.record.acknowledge' : 'training.record.sign')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
