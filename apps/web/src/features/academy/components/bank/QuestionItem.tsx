import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Question } from '@portal/contracts';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionFigure } from '../QuestionFigure';
import { FigureField } from './FigureField';

interface Props {
  companyId: number;
  question: Question;
  ticked: boolean;
  onTick: (ticked: boolean) => void;
}

/**
 * A bank question with its subject, learning objective, figure and the correct answer marked; ticked
 * for a questionnaire. Its figure is added, replaced or removed here.
 */
export function QuestionItem({ companyId, question, ticked, onTick }: Props) {
  const { t } = useTranslation('academy');
  const textId = useId();
  return (
    <Box
      component="li"
      aria-labelledby={textId}
      sx={{ display: 'flex', gap: 1, py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Checkbox
        checked={ticked}
        onChange={(event) => onTick(event.target.checked)}
        slotProps={{ input: { 'aria-labelledby': textId } }}
        sx={{ alignSelf: 'flex-start', mt: -0.5 }}
      />
      <Box sx={{ minWidth: 0, flex: 1, display: 'grid', gap: 0.75 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip size="small" label={t(`subjects.${question.subject}`)} />
          {question.learning_objective && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {question.learning_objective}
            </Typography>
          )}
        </Box>
        <Typography id={textId} sx={{ overflowWrap: 'anywhere' }}>
          {question.text}
        </Typography>
        {question.figure_url && (
          <Box sx={{ maxWidth: 360 }}>
            <QuestionFigure url={question.figure_url} />
          </Box>
        )}
        <Box component="ol" sx={{ m: 0, pl: 3, listStyleType: 'upper-alpha' }}>
          {question.answers.map((answer) => (
            <Typography
              component="li"
              variant="body2"
              key={answer.id}
              sx={{ fontWeight: answer.correct ? 600 : 400, overflowWrap: 'anywhere' }}
            >
              {answer.text}
              {answer.correct && (
                <Box component="span" sx={{ color: 'success.main', ml: 0.5, verticalAlign: 'middle' }}>
                  <IconCheck size={16} aria-label={t('bank.correct')} />
                </Box>
              )}
            </Typography>
          ))}
        </Box>
        <FigureField companyId={companyId} question={question} />
      </Box>
    </Box>
  );
}
