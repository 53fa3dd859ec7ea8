import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Attempt } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

interface Props {
  attempt: Attempt;
  current: number;
  onSelect: (index: number) => void;
}

/** Every question as a numbered button: answered ones filled, the shown one ringed. */
export function OverviewGrid({ attempt, current, onSelect }: Props) {
  const { t } = useTranslation('academy');
  return (
    <Box
      component="nav"
      aria-label={t('take.overview')}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(44px, 1fr))', gap: 1 }}
    >
      {attempt.questions.map((question, index) => {
        const answered = attempt.answers[String(question.id)] !== undefined;
        const n = index + 1;
        return (
          <Button
            key={question.id}
            size="small"
            variant={answered ? 'contained' : 'outlined'}
            aria-current={index === current ? 'step' : undefined}
            aria-label={answered ? t('take.goToAnswered', { n }) : t('take.goTo', { n })}
            onClick={() => onSelect(index)}
            sx={{
              minWidth: 0,
              minHeight: 44,
              fontVariantNumeric: 'tabular-nums',
              ...(index === current && { outline: 3, outlineColor: 'text.primary', outlineOffset: 2 }),
            }}
          >
            {n}
          </Button>
        );
      })}
    </Box>
  );
}
