import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Questionnaire } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/i18n/format';
import { isOpen } from '../lib/weakSubjects';

/** A questionnaire with the user's last result and the button to start, continue or start again. */
export function QuestionnaireCard({ questionnaire }: { questionnaire: Questionnaire }) {
  const { t } = useTranslation('academy');
  const headingId = useId();
  const last = questionnaire.my_last_attempt;
  const open = isOpen(last);
  const to = `/apps/academy/questionnaires/${questionnaire.id}`;
  const label = open ? t('card.continue') : last ? t('card.again') : t('card.start');
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1.0625rem', fontWeight: 600 }}>
          {questionnaire.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('card.facts', {
            count: questionnaire.question_count,
            minutes: questionnaire.time_limit_minutes,
            pass: questionnaire.pass_mark_percent,
          })}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {!last && <Typography variant="body2">{t('card.never')}</Typography>}
          {last && open && (
            <Typography variant="body2">{t('card.running', { time: formatDateTime(last.expires_at) })}</Typography>
          )}
          {last?.submitted_at && (
            <>
              <Typography variant="body2">
                {t('card.last', { score: last.score_percent ?? 0, date: formatDate(last.submitted_at) })}
              </Typography>
              <Chip size="small" color={last.passed ? 'success' : 'error'} label={last.passed ? t('passed') : t('failed')} />
            </>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          <Button component={Link} to={to} variant={open ? 'contained' : 'outlined'}>
            {label}
          </Button>
          {questionnaire.permissions.results && (
            <Button component={Link} to={to} variant="text">
              {t('card.results')}
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
