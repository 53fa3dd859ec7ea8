import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Progress } from '@portal/contracts';
import { IconCircle, IconCircleCheck, IconCircleHalf2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/i18n/format';

const ICONS = { done: IconCircleCheck, in_progress: IconCircleHalf2, not_started: IconCircle } as const;
const COLOURS = { done: 'success.main', in_progress: 'warning.main', not_started: 'text.disabled' } as const;

/** The programme's phases and lessons, each marked done, begun or not yet flown. */
export function LessonList({ phases }: { phases: Progress['phases'] }) {
  const { t } = useTranslation('academy');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {phases.map((phase) => (
        <Box key={phase.id}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {phase.name}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
            {phase.lessons.map((lesson) => {
              const Icon = ICONS[lesson.status];
              return (
                <Box component="li" key={lesson.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <Box sx={{ color: COLOURS[lesson.status], display: 'flex', pt: 0.25 }}>
                    <Icon size={18} aria-label={t(`training.lessonStatus.${lesson.status}`)} />
                  </Box>
                  <Typography variant="body2" sx={{ flex: 1 }}>
                    {t('training.lessonName', { code: lesson.code, title: lesson.title })}
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      {' · '}
                      {t(`training.kinds.${lesson.kind}`)}
                      {lesson.last_flown_on && ` · ${formatDate(lesson.last_flown_on)}`}
                    </Box>
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
