import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { Attempt, AttemptResult } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/SectionCard';
import { QuestionFigure } from './QuestionFigure';

interface Props {
  attempt: Attempt;
  result: AttemptResult;
}

/** The server's score, per subject, and each question answered wrong with the correct answer and why. */
export function ResultView({ attempt, result }: Props) {
  const { t } = useTranslation('academy');
  const questions = new Map(attempt.questions.map((q) => [q.id, q]));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SectionCard title={t('result.title')}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography sx={{ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1 }} data-testid="score">
            {t('result.score', { score: result.score_percent })}
          </Typography>
          <Chip color={result.passed ? 'success' : 'error'} label={result.passed ? t('passed') : t('failed')} />
          <Typography sx={{ color: 'text.secondary' }}>{t('result.passMark', { pass: attempt.pass_mark_percent })}</Typography>
        </Box>
      </SectionCard>
      <SectionCard title={t('result.bySubject')}>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {result.by_subject.map((score) => (
            <li key={score.subject}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: 500 }}>
                  {score.subject} {t(`subjects.${score.subject}`)}
                </Typography>
                <Typography sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{score.score_percent} %</Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={score.score_percent}
                color={score.score_percent >= attempt.pass_mark_percent ? 'success' : 'error'}
                aria-label={`${score.subject} ${t(`subjects.${score.subject}`)}`}
                sx={{ height: 8, borderRadius: 4, my: 0.5 }}
              />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('result.correct', { correct: score.correct, total: score.total })}
              </Typography>
            </li>
          ))}
        </Box>
      </SectionCard>
      <SectionCard title={t('result.wrongTitle')}>
        {result.wrong.length === 0 ? (
          <Alert severity="success">{t('result.noneWrong')}</Alert>
        ) : (
          <Box component="ol" sx={{ p: 0, pl: 2.5, m: 0, display: 'grid', gap: 2 }}>
            {result.wrong.map((wrong) => {
              const question = questions.get(wrong.question_id);
              const textOf = (id: number | null) => question?.answers.find((a) => a.id === id)?.text ?? '';
              return (
                <li key={wrong.question_id}>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {question && t(`subjects.${question.subject}`)}
                  </Typography>
                  <Typography sx={{ fontWeight: 500, mb: 0.5 }}>{question?.text}</Typography>
                  {question?.figure_url && (
                    <Box sx={{ maxWidth: 360, mb: 0.5 }}>
                      <QuestionFigure url={question.figure_url} />
                    </Box>
                  )}
                  <Typography variant="body2" sx={{ color: 'error.main' }}>
                    {wrong.answer_id === null
                      ? t('result.unanswered')
                      : t('result.yourAnswer', { answer: textOf(wrong.answer_id) })}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'success.main', fontWeight: 500 }}>
                    {t('result.correctAnswer', { answer: textOf(wrong.correct_answer_id) })}
                  </Typography>
                  {wrong.explanation && (
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                      {wrong.explanation}
                    </Typography>
                  )}
                </li>
              );
            })}
          </Box>
        )}
      </SectionCard>
    </Box>
  );
}
