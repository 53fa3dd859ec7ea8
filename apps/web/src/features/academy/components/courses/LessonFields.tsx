import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LessonForm } from '../../lib/programmeDraft';

interface Props {
  lesson: LessonForm;
  onChange: (lesson: LessonForm) => void;
  onRemove: () => void;
}

/** One lesson of the programme editor: code, title, dual or solo, minutes, and its exercises one per line. */
export function LessonFields({ lesson, onChange, onRemove }: Props) {
  const { t } = useTranslation('academy');
  const set = (field: keyof LessonForm) => (event: { target: { value: string } }) =>
    onChange({ ...lesson, [field]: event.target.value });
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: '90px 1fr 170px 110px 110px auto' },
        alignItems: 'start',
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <TextField size="small" label={t('programmes.lessonCode')} value={lesson.code} onChange={set('code')} required />
      <TextField
        size="small"
        label={t('programmes.lessonTitle')}
        value={lesson.title}
        onChange={set('title')}
        required
        sx={{ gridColumn: { xs: 'span 2', md: 'auto' }, order: { xs: -1, md: 0 } }}
      />
      <TextField select size="small" label={t('programmes.kind')} value={lesson.kind} onChange={set('kind')}>
        <MenuItem value="dual">{t('training.kinds.dual')}</MenuItem>
        <MenuItem value="solo">{t('training.kinds.solo')}</MenuItem>
      </TextField>
      <TextField
        size="small"
        label={t('programmes.briefing')}
        value={lesson.briefing_minutes}
        onChange={set('briefing_minutes')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        size="small"
        label={t('programmes.flight')}
        value={lesson.flight_minutes}
        onChange={set('flight_minutes')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <IconButton aria-label={t('programmes.removeLesson', { code: lesson.code || '…' })} onClick={onRemove}>
        <IconTrash size={18} aria-hidden />
      </IconButton>
      <TextField
        size="small"
        label={t('programmes.exercises')}
        helperText={t('programmes.exercisesHelp')}
        value={lesson.exercises}
        onChange={set('exercises')}
        multiline
        minRows={2}
        sx={{ gridColumn: '1 / -1' }}
      />
    </Box>
  );
}
