import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IconArrowLeft, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { SectionCard } from '../../../components/SectionCard';
import { toastApiError } from '../../../lib/api/handleError';
import { attemptQuery, questionnaireQuery, startAttempt } from '../api/academy';
import { ClassResults } from '../components/ClassResults';
import { ResultView } from '../components/ResultView';
import { TakeAttempt } from '../components/TakeAttempt';

function AttemptPanel({ attemptId, onStart, starting }: { attemptId: number; onStart: () => void; starting: boolean }) {
  const { t } = useTranslation('academy');
  const attempt = useQuery(attemptQuery(attemptId));
  if (attempt.isPending) return <PageLoader />;
  if (attempt.isError) return <Alert severity="warning">{t('loadFailed')}</Alert>;
  const data = attempt.data;
  if (!data.result) return <TakeAttempt attempt={data} receivedAt={attempt.dataUpdatedAt} />;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 760 }}>
      <ResultView attempt={data} result={data.result} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<IconRefresh size={18} aria-hidden />} onClick={onStart} disabled={starting}>
          {t('result.again')}
        </Button>
        <Button component={Link} to="/apps/academy/dashboard" startIcon={<IconArrowLeft size={18} aria-hidden />}>
          {t('result.back')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * A questionnaire: its terms and a start button, the open attempt (continued after a reload), or the
 * last result with the wrong answers explained. Instructors see the class's results below.
 */
export default function QuestionnairePage() {
  const { t } = useTranslation('academy');
  const id = Number(useParams().questionnaire_id);
  const questionnaire = useQuery({ ...questionnaireQuery(id), meta: { silent: true } });
  const [starting, setStarting] = useState(false);
  if (questionnaire.isPending) return <PageLoader />;
  if (questionnaire.isError) return <Alert severity="warning">{t('loadFailed')}</Alert>;
  const data = questionnaire.data;
  const start = async () => {
    setStarting(true);
    try {
      await startAttempt(data.id);
      window.scrollTo({ top: 0 });
    } catch (error) {
      toastApiError(error);
    } finally {
      setStarting(false);
    }
  };
  const facts = { minutes: data.time_limit_minutes, pass: data.pass_mark_percent };
  // `count` written out at each call, so the key extraction sees the plural forms.
  return (
    <>
      <PageHeader title={data.title} subtitle={t('card.facts', { ...facts, count: data.question_count })} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        {data.my_last_attempt ? (
          <AttemptPanel attemptId={data.my_last_attempt.id} onStart={() => void start()} starting={starting} />
        ) : (
          <Box sx={{ maxWidth: 760 }}>
            <SectionCard title={data.title}>
              <Typography sx={{ mb: 2 }}>{t('intro.text', { ...facts, count: data.question_count })}</Typography>
              <Button
                variant="contained"
                size="large"
                startIcon={<IconPlayerPlay size={18} aria-hidden />}
                onClick={() => void start()}
                disabled={starting}
              >
                {t('intro.start')}
              </Button>
            </SectionCard>
          </Box>
        )}
        {data.permissions.results && <ClassResults questionnaireId={data.id} />}
      </Box>
    </>
  );
}
