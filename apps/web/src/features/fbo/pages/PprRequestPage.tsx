import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/FormDateField';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { PageHeader } from '../../../components/PageHeader';
import { SectionCard } from '../../../components/SectionCard';
import { fromWallTime, zoneFormat } from '../../../lib/dates/zone';
import { submitHandler } from '../../../lib/forms/submitHandler';
import { toast } from '../../../lib/toast';
import { rules } from '../../../lib/validation/rules';
import { operatorsQuery, ownPprsQuery, requestPpr } from '../api/fbo';

interface Values {
  fbo_id: string;
  day: string;
  arrival: string;
  departure: string;
  registration: string;
  aircraft_type: string;
  mtow_kg: string;
  persons_on_board: string;
  purpose: string;
}

const STATUS_COLOR = { pending: 'warning', approved: 'success', declined: 'default' } as const;

/** /apps/ppr: any pilot asks an airfield's operator for prior permission and follows the answers. */
export default function PprRequestPage() {
  const { t } = useTranslation('fbo');
  const operators = useQuery(operatorsQuery()).data ?? [];
  const own = useQuery(ownPprsQuery()).data;
  const form = useForm<Values>({
    defaultValues: {
      fbo_id: '',
      day: '',
      arrival: '',
      departure: '',
      registration: '',
      aircraft_type: '',
      mtow_kg: '',
      persons_on_board: '1',
      purpose: '',
    },
  });
  const submit = submitHandler(form, async (values) => {
    const operator = operators.find((item) => String(item.id) === values.fbo_id);
    if (!operator) return;
    const arrival = fromWallTime({ date: values.day, time: values.arrival }, operator.timezone);
    const departure = values.departure ? fromWallTime({ date: values.day, time: values.departure }, operator.timezone) : null;
    await requestPpr(operator.id, {
      arrival_at: arrival ?? '',
      departure_at: departure,
      registration: values.registration,
      aircraft_type: values.aircraft_type,
      mtow_kg: Number(values.mtow_kg),
      persons_on_board: Number(values.persons_on_board),
      purpose: values.purpose,
    });
    toast.success(t('request.sent', { ident: operator.airport.ident }));
    form.reset({ ...values, day: '', arrival: '', departure: '', purpose: '' });
  });
  const when = zoneFormat('Europe/Berlin', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <>
      <PageHeader subtitle={t('request.subtitle')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <SectionCard title={t('request.title')}>
            <form onSubmit={submit} noValidate>
              <Stack spacing={2}>
                <FormSelectField name="fbo_id" control={form.control} label={t('request.operator')} rules={[rules.required]}>
                  {operators.map((item) => (
                    <MenuItem key={item.id} value={String(item.id)}>
                      {item.airport.ident} · {item.name}
                    </MenuItem>
                  ))}
                </FormSelectField>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormDateField name="day" control={form.control} label={t('request.day')} required />
                  <FormTextField
                    name="arrival"
                    control={form.control}
                    label={t('request.arrival')}
                    rules={[rules.required]}
                    placeholder="14:30"
                  />
                  <FormTextField name="departure" control={form.control} label={t('request.departure')} placeholder="16:00" />
                </Stack>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormTextField
                    name="registration"
                    control={form.control}
                    label={t('series.registration')}
                    rules={[rules.required]}
                  />
                  <FormTextField name="aircraft_type" control={form.control} label={t('request.type')} rules={[rules.required]} />
                </Stack>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormTextField
                    name="mtow_kg"
                    control={form.control}
                    label={t('request.mtow')}
                    inputMode="numeric"
                    rules={[rules.required, rules.numeric]}
                  />
                  <FormTextField
                    name="persons_on_board"
                    control={form.control}
                    label={t('request.pob')}
                    inputMode="numeric"
                    rules={[rules.required, rules.numeric]}
                  />
                </Stack>
                <FormTextField name="purpose" control={form.control} label={t('request.purpose')} />
                <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }} disabled={form.formState.isSubmitting}>
                  {t('request.send')}
                </Button>
              </Stack>
            </form>
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <SectionCard title={t('request.mine')}>
            {own && own.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('request.none')}</Typography>}
            <List dense disablePadding aria-label={t('request.mine')}>
              {(own ?? []).map((ppr) => (
                <ListItem key={ppr.id} divider disableGutters sx={{ gap: 1 }}>
                  <ListItemText
                    primary={`${ppr.registration} · ${when.format(new Date(ppr.arrival_at))}`}
                    secondary={ppr.decline_reason ?? ppr.purpose}
                  />
                  <Chip
                    size="small"
                    color={STATUS_COLOR[ppr.status]}
                    label={ppr.ppr_number ? `PPR ${ppr.ppr_number}` : t(`ppr.status.${ppr.status}`)}
                  />
                </ListItem>
              ))}
            </List>
          </SectionCard>
        </Grid>
      </Grid>
    </>
  );
}
