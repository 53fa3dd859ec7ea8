import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { Fbo, PprRequest } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { FormTextField } from '../../../components/FormTextField';
import { toastApiError } from '../../../lib/api/handleError';
import { zoneFormat } from '../../../lib/dates/zone';
import { formatMoney } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { rules } from '../../../lib/validation/rules';
import { answerPpr } from '../api/fbo';

const STATUS_COLOR = { pending: 'warning', approved: 'success', declined: 'default' } as const;

function DeclineDialog({ fbo, ppr, onClose }: { fbo: Fbo; ppr: PprRequest; onClose: () => void }) {
  const { t } = useTranslation('fbo');
  const form = useForm({ defaultValues: { reason: '' } });
  return (
    <FormDialog
      title={t('ppr.declineTitle', { registration: ppr.registration })}
      form={form}
      submitLabel={t('ppr.decline')}
      onClose={onClose}
      onSubmit={async (values) => {
        await answerPpr(fbo.id, ppr.id, 'decline', values);
        toast.success(t('ppr.declined'));
      }}
    >
      <FormTextField
        name="reason"
        control={form.control}
        label={t('ppr.reason')}
        rules={[rules.required]}
        autoFocus
        multiline
        minRows={2}
      />
    </FormDialog>
  );
}

/** The requests to answer and the approved arrivals, each with what ramp staff do next. */
export function PprList({ fbo, pprs }: { fbo: Fbo; pprs: PprRequest[] }) {
  const { t } = useTranslation('fbo');
  const [declining, setDeclining] = useState<PprRequest | null>(null);
  const when = zoneFormat(fbo.timezone, {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const act = (ppr: PprRequest, action: 'approve' | 'arrived' | 'departed') => async () => {
    try {
      await answerPpr(fbo.id, ppr.id, action);
      toast.success(t(`ppr.done.${action}`, { registration: ppr.registration }));
    } catch (error) {
      toastApiError(error);
    }
  };
  const open = pprs.filter((ppr) => ppr.status === 'pending' || (ppr.status === 'approved' && !ppr.departed_at));
  if (open.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{t('ppr.none')}</Typography>;
  return (
    <>
      <List dense disablePadding aria-label={t('ppr.title')}>
        {open.map((ppr) => (
          <ListItem key={ppr.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {ppr.registration} · {ppr.aircraft_type} · {t('ppr.mtow', { kg: ppr.mtow_kg })}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('ppr.arrival', { at: when.format(new Date(ppr.arrival_at)) })}
                {ppr.departure_at ? ` · ${t('ppr.departure', { at: when.format(new Date(ppr.departure_at)) })}` : ''}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {ppr.pilot.name} · {t('ppr.persons', { count: ppr.persons_on_board })}
                {ppr.purpose ? ` · ${ppr.purpose}` : ''}
              </Typography>
              {ppr.landing_fee !== null && (
                <Typography variant="body2">
                  {t('ppr.charged', { amount: formatMoney(ppr.landing_fee, fbo.currency) })}
                </Typography>
              )}
            </Box>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip
                size="small"
                color={STATUS_COLOR[ppr.status]}
                label={ppr.ppr_number ? `PPR ${ppr.ppr_number}` : t(`ppr.status.${ppr.status}`)}
              />
              {fbo.permissions.decide_pprs && ppr.status === 'pending' && (
                <>
                  <Button size="small" variant="contained" onClick={act(ppr, 'approve')}>
                    {t('ppr.approve')}
                  </Button>
                  <Button size="small" color="error" onClick={() => setDeclining(ppr)}>
                    {t('ppr.decline')}
                  </Button>
                </>
              )}
              {fbo.permissions.decide_pprs && ppr.status === 'approved' && !ppr.arrived_at && (
                <Button size="small" variant="outlined" onClick={act(ppr, 'arrived')}>
                  {t('ppr.markArrived')}
                </Button>
              )}
              {fbo.permissions.decide_pprs && ppr.arrived_at && !ppr.departed_at && (
                <Button size="small" variant="outlined" onClick={act(ppr, 'departed')}>
                  {t('ppr.markDeparted')}
                </Button>
              )}
            </Box>
          </ListItem>
        ))}
      </List>
      {declining && <DeclineDialog fbo={fbo} ppr={declining} onClose={() => setDeclining(null)} />}
    </>
  );
}
