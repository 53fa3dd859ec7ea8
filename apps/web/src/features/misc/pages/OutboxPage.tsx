import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageHeader } from '../../../components/PageHeader';
import { formatDateTime } from '../../../lib/i18n/format';
import { discard, flushOutbox, type OutboxItem, resend } from '../../../lib/offline/outbox';
import { useOutbox } from '../../../lib/offline/useOutbox';
import { CorrectWriteDialog, correctableFields } from '../components/CorrectWriteDialog';

function OutboxCard({ item, onCorrect, onDiscard }: { item: OutboxItem; onCorrect: () => void; onDiscard: () => void }) {
  const { t } = useTranslation();
  const refused = item.state === 'refused';
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          <Chip size="small" color={refused ? 'error' : 'warning'} label={t(refused ? 'outbox.refused' : 'outbox.waiting')} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`outbox.kinds.${item.kind}`)} · {t('outbox.savedAt', { at: formatDateTime(item.created_at) })}
          </Typography>
        </Stack>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{item.label}</Typography>
        {item.problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {item.problem.message}
            {Object.values(item.problem.errors)
              .flat()
              .filter((text) => text !== item.problem?.message)
              .map((text) => (
                <div key={text}>{text}</div>
              ))}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {refused && correctableFields(item).length > 0 && (
          <Button variant="contained" onClick={onCorrect}>
            {t('outbox.correct')}
          </Button>
        )}
        {refused && <Button onClick={() => void resend(item)}>{t('outbox.resend')}</Button>}
        <Button color="error" onClick={onDiscard}>
          {t('outbox.discard')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** Writes made without a connection: those waiting for it (sent in order when it returns) and those the server refused. */
export default function OutboxPage() {
  const { t } = useTranslation();
  const items = useOutbox();
  const [correcting, setCorrecting] = useState<OutboxItem | null>(null);
  const [discarding, setDiscarding] = useState<OutboxItem | null>(null);
  const waiting = items.some((item) => item.state === 'waiting');
  return (
    <>
      <PageHeader
        subtitle={t('outbox.intro')}
        actions={
          waiting && (
            <Button variant="contained" onClick={() => void flushOutbox()}>
              {t('outbox.sendNow')}
            </Button>
          )
        }
      />
      {items.length === 0 && <Alert severity="success">{t('outbox.empty')}</Alert>}
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label={t('titles.outbox')}>
        {items.map((item) => (
          <OutboxCard key={item.id} item={item} onCorrect={() => setCorrecting(item)} onDiscard={() => setDiscarding(item)} />
        ))}
      </Stack>
      {correcting && <CorrectWriteDialog item={correcting} onClose={() => setCorrecting(null)} />}
      {discarding && (
        <ConfirmDialog
          title={t('outbox.discardTitle')}
          text={t('outbox.discardText', { label: discarding.label })}
          confirmLabel={t('outbox.discard')}
          onConfirm={() => discard(discarding)}
          onClose={() => setDiscarding(null)}
        />
      )}
    </>
  );
}
