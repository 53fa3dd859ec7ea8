import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { RecurringFlight } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { SectionCard } from '../../../components/SectionCard';
import { addDays } from '../../../lib/dates/clock';
import { zoneFormat } from '../../../lib/dates/zone';
import { toast } from '../../../lib/toast';
import { cancelOccurrence, cancelSeries, editSeries, operatorQuery, seriesQuery } from '../api/fbo';
import { type EditScope, EditScopeDialog } from '../components/EditScopeDialog';
import { type FlightChange, OccurrenceDialog } from '../components/OccurrenceDialog';
import { SeriesDialog } from '../components/SeriesDialog';
import { formatDay, todayIn } from '../lib/days';

/** A series with its next flight (the one the buttons act on). */
type Upcoming = RecurringFlight & { next_occurrence: string };

/** /fixedBaseOperators/:fbo_id/recurringFlights: the series, their rule, next flight and exceptions. */
export default function RecurringFlightsPage() {
  const { t } = useTranslation('fbo');
  const fboId = Number(useParams().fbo_id);
  const { data: fbo, isPending } = useQuery(operatorQuery(fboId));
  const series = useQuery({ ...seriesQuery(fboId), enabled: Boolean(fbo) });
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<Upcoming | null>(null);
  const [editing, setEditing] = useState<Upcoming | null>(null);
  const [change, setChange] = useState<{ series: Upcoming; change: FlightChange } | null>(null);
  if (isPending) return <PageLoader />;
  if (!fbo) return <Alert severity="warning">{t('loadFailed')}</Alert>;
  const when = zoneFormat(fbo.timezone, {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  /** The last day a series keeps when its flights from the next one on are cancelled (none when that is its first). */
  const endsBefore = (item: Upcoming) => {
    const last = addDays(todayIn(fbo.timezone, new Date(item.next_occurrence)), -1);
    return last >= item.starts_on ? last : null;
  };
  /** Which flights a cancellation may concern: all of them (the series from now on) only for the operator's admins. */
  const cancelScopes = (item: Upcoming): EditScope[] => [
    'this',
    ...(endsBefore(item) ? (['following'] as const) : []),
    ...(fbo.permissions.cancel_series ? (['all'] as const) : []),
  ];
  const dayFormat = zoneFormat('UTC', { day: '2-digit', month: '2-digit', year: 'numeric' });
  const ruleText = (item: RecurringFlight) => {
    const days = item.rule.by_day.map((day) => t(`series.days.${day}`)).join(', ');
    const base = item.rule.freq === 'WEEKLY' ? t('series.weeklyOn', { days }) : t(`series.freqs.${item.rule.freq}`);
    const end = item.rule.until
      ? t('series.untilDay', { day: formatDay(item.rule.until, dayFormat) })
      : t('series.times', { count: item.rule.count ?? 0 });
    return `${base}, ${item.start_time} (${item.duration_minutes} min), ${end}`;
  };
  const add = fbo.permissions.plan_flights && (
    <Button variant="contained" startIcon={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
      {t('series.new')}
    </Button>
  );
  return (
    <>
      <PageHeader subtitle={`${fbo.name} · ${fbo.airport.ident}`} actions={add} />
      <SectionCard title={t('series.list')}>
        {!series.data ? (
          <PageLoader />
        ) : series.data.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('series.none')}</Typography>
        ) : (
          <List dense disablePadding aria-label={t('series.list')}>
            {series.data.map((item) => (
              <ListItem key={item.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{[item.title, item.registration].filter(Boolean).join(' · ')}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {ruleText(item)}
                    {item.route ? ` · ${item.route}` : ''}
                  </Typography>
                  <Typography variant="body2">
                    {item.next_occurrence
                      ? t('series.next', { at: when.format(new Date(item.next_occurrence)) })
                      : t('series.ended')}
                  </Typography>
                </Box>
                {item.exceptions.length > 0 && (
                  <Chip size="small" variant="outlined" label={t('series.exceptions', { count: item.exceptions.length })} />
                )}
                {fbo.permissions.plan_flights && item.next_occurrence && (
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    <Button size="small" onClick={() => setEditing(item as Upcoming)}>
                      {t('series.editNext')}
                    </Button>
                    <Button size="small" color="error" onClick={() => setCancelling(item as Upcoming)}>
                      {t('series.cancelNext')}
                    </Button>
                  </Box>
                )}
              </ListItem>
            ))}
          </List>
        )}
      </SectionCard>
      {creating && <SeriesDialog fbo={fbo} onClose={() => setCreating(false)} />}
      {editing && (
        <OccurrenceDialog
          fbo={fbo}
          series={editing}
          at={when.format(new Date(editing.next_occurrence))}
          onChange={(value) => setChange({ series: editing, change: value })}
          onClose={() => setEditing(null)}
        />
      )}
      {change && (
        <EditScopeDialog
          title={t('scope.editTitle')}
          text={t('scope.editText', { title: change.series.title, at: when.format(new Date(change.series.next_occurrence)) })}
          scopes={['this', 'following', 'all']}
          confirmLabel={t('scope.apply')}
          color="primary"
          onClose={() => setChange(null)}
          onConfirm={async (scope) => {
            const occurrence = scope === 'all' ? {} : { occurrence: change.series.next_occurrence };
            await editSeries(fbo.id, change.series.id, { scope, ...occurrence, ...change.change });
            toast.success(t('series.saved'));
          }}
        />
      )}
      {cancelling && (
        <EditScopeDialog
          title={t('series.cancelTitle')}
          text={t('series.cancelText', { title: cancelling.title, at: when.format(new Date(cancelling.next_occurrence)) })}
          scopes={cancelScopes(cancelling)}
          confirmLabel={t('series.cancelNext')}
          onClose={() => setCancelling(null)}
          onConfirm={async (scope: EditScope) => {
            if (scope === 'this') await cancelOccurrence(fbo.id, cancelling.id, cancelling.next_occurrence);
            else if (scope === 'all') await cancelSeries(fbo.id, cancelling.id);
            else {
              const rule = { ...cancelling.rule, until: endsBefore(cancelling), count: null };
              await editSeries(fbo.id, cancelling.id, { scope: 'all', rule });
            }
            toast.success(t(scope === 'all' ? 'series.seriesCancelled' : 'series.cancelled'));
          }}
        />
      )}
    </>
  );
}
