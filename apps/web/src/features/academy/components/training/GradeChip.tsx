import Chip from '@mui/material/Chip';
import { type Grade, PASSING_GRADES } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** A grade in words (1–5 or not yet / satisfactory / proficient), green once it counts the exercise as done. */
export function GradeChip({ grade }: { grade: Grade }) {
  const { t } = useTranslation('academy');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={PASSING_GRADES.includes(grade) ? 'success' : 'warning'}
      label={t(`training.grades.${grade}`)}
    />
  );
}
