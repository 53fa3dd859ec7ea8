import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Attempt } from '@portal/contracts';
import { IconChevronLeft, IconChevronRight, IconSend } from '@tabler/icons-react';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toastApiError } from '../../../lib/api/handleError';
import { refreshAttempt, saveAnswer, submitAttempt } from '../api/academy';
import { Countdown } from './Countdown';
import { OverviewGrid } from './OverviewGrid';
import { QuestionFigure } from './QuestionFigure';

/**
 * One question at a time with the countdown, navigation and an overview of all questions. Each answer
 * goes to the server at once; the shown question is in the address (`?frage=`), so a reload comes back to it.
 */
export function TakeAttempt({ attempt, receivedAt }: { attempt: Attempt; receivedAt: number }) {
  const { t } = useTranslation('academy');
  const [params, setParams] = useSearchParams();
  const total = attempt.questions.length;
  const current = Math.min(Math.max(Number(params.get('frage') ?? 1) - 1 || 0, 0), total - 1);
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const question = attempt.questions[current];
  const answered = Object.keys(attempt.answers).length;
  const go = (index: number) => {
    // On a phone the next question starts above the buttons that were pressed: show it from its top.
    window.scrollTo({ top: 0 });
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('frage', String(index + 1));
        return next;
      },
      { replace: true },
    );
  };
  // The answer shows as it is tapped: the attempt's cache tells the page a moment later, after the
  // radio button would have been set back to the answer before.
  const [tapped, setTapped] = useState<{ question: number; answer: number }>();
  const onExpired = useCallback(() => void refreshAttempt(attempt.id), [attempt.id]);
  if (!question) return null;
  const choose = async (answerId: number) => {
    setTapped({ question: question.id, answer: answerId });
    try {
      await saveAnswer(attempt.id, question.id, answerId);
    } catch (error) {
      toastApiError(error);
      setTapped(undefined);
      await refreshAttempt(attempt.id);
    }
  };
  const chosen = tapped?.question === question.id ? tapped.answer : attempt.answers[String(question.id)];
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 760 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 500 }}>
          {t('take.progress', { n: current + 1, total })}
          <Typography component="span" sx={{ color: 'text.secondary', ml: 1 }}>
            ({t('take.answered', { given: answered, total })})
          </Typography>
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography component="span" sx={{ color: 'text.secondary' }}>
            {t('take.remaining')}
          </Typography>
          <Countdown
            expiresAt={attempt.expires_at}
            skewMs={new Date(attempt.server_time).getTime() - receivedAt}
            onExpired={onExpired}
          />
        </Box>
      </Box>
      <Card component="section" aria-labelledby={headingId}>
        <CardContent>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {question.subject} {t(`subjects.${question.subject}`)}
          </Typography>
          <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem', lineHeight: 1.45, mb: 2 }}>
            {question.text}
          </Typography>
          {question.figure_url && (
            <Box sx={{ mb: 2 }}>
              <QuestionFigure url={question.figure_url} />
            </Box>
          )}
          <RadioGroup
            aria-labelledby={headingId}
            value={chosen === undefined ? '' : String(chosen)}
            onChange={(event) => void choose(Number(event.target.value))}
          >
            {question.answers.map((answer) => (
              <FormControlLabel
                key={answer.id}
                value={String(answer.id)}
                control={<Radio />}
                label={answer.text}
                sx={{
                  alignItems: 'flex-start',
                  mx: 0,
                  mb: 1,
                  py: 0.5,
                  pr: 1,
                  border: 1,
                  borderColor: chosen === answer.id ? 'primary.main' : 'divider',
                  borderRadius: 1,
                  '& .MuiFormControlLabel-label': { pt: 1 },
                }}
              />
            ))}
          </RadioGroup>
        </CardContent>
      </Card>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
        <Button
          variant="outlined"
          startIcon={<IconChevronLeft size={18} aria-hidden />}
          disabled={current === 0}
          onClick={() => go(current - 1)}
        >
          {t('take.previous')}
        </Button>
        <Button
          variant="outlined"
          endIcon={<IconChevronRight size={18} aria-hidden />}
          disabled={current === total - 1}
          onClick={() => go(current + 1)}
        >
          {t('take.next')}
        </Button>
      </Box>
      <Typography variant="h2" sx={{ fontSize: '1rem' }}>
        {t('take.overview')}
      </Typography>
      <OverviewGrid attempt={attempt} current={current} onSelect={go} />
      <Box>
        <Button variant="contained" startIcon={<IconSend size={18} aria-hidden />} onClick={() => setConfirming(true)}>
          {t('take.submit')}
        </Button>
      </Box>
      {confirming && (
        <ConfirmDialog
          title={t('take.confirmTitle')}
          text={t('take.confirmText', { answered, total })}
          confirmLabel={t('take.submit')}
          onConfirm={async () => {
            try {
              await submitAttempt(attempt.id);
            } catch (error) {
              toastApiError(error);
              await refreshAttempt(attempt.id);
            }
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </Box>
  );
}
