import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { Airplane, FlightCreate, Membership, TrackFigures } from '@portal/contracts';
import { READING_GAP_OVERRIDE } from '@portal/contracts/flight-messages';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../components/DialogForm';
import { DialogSaveActions } from '../../../components/DialogSaveActions';
import { isApiError } from '../../../lib/api/errors';
import { toastApiError } from '../../../lib/api/handleError';
import { hasFieldCode } from '../../../lib/api/messages';
import { applyServerErrors } from '../../../lib/forms/serverErrors';
import { formatDateTime } from '../../../lib/i18n/format';
import { toast } from '../../../lib/toast';
import { statusReason } from '../../fleet';
import { TrackPanel } from '../../tracks';
import { type FlightFormValues, flightResolver, flightValues, newFlightValues } from '../lib/flightForm';
import { saveFlight } from '../lib/saveFlight';
import { flightTrackSuggestion } from '../lib/trackSuggestion';
import { DeleteFlightButton } from './DeleteFlightButton';
import { FlightCrewFields } from './FlightCrewFields';
import { FlightExtrasFields } from './FlightExtrasFields';
import type { FlightSubject } from './FlightFormDialog';
import { FlightReadingsFields } from './FlightReadingsFields';
import { FlightTimesFields } from './FlightTimesFields';

interface Props {
  companyId: number;
  zone: string;
  subject: FlightSubject;
  airplanes: Airplane[];
  instructors: Membership[];
  pilots?: Membership[];
  overridesReadings: boolean;
  onSaved: () => void;
  onClose: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography variant="subtitle2" component="h3" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

export function FlightForm({
  companyId,
  zone,
  subject,
  airplanes,
  instructors,
  pilots,
  overridesReadings,
  onSaved,
  onClose,
}: Props) {
  const { t } = useTranslation('flights');
  const { t: tFleet } = useTranslation('fleet');
  const flight = 'flight' in subject ? subject.flight : undefined;
  const booking = 'booking' in subject ? subject.booking : undefined;
  const initialAirplane = airplanes.find(
    (a) => a.id === (booking?.airplane_id ?? ('airplaneId' in subject ? subject.airplaneId : undefined)),
  );
  const [reasonAsked, setReasonAsked] = useState(Boolean(flight?.override_reason));
  const form = useForm<FlightFormValues, unknown, FlightCreate>({
    defaultValues: flight ? flightValues(flight, zone) : newFlightValues(zone, initialAirplane, booking),
    resolver: flightResolver(zone),
  });
  const airplaneId = useWatch({ control: form.control, name: 'airplane_id' });
  const airplane = airplanes.find((a) => a.id === airplaneId);

  // A new flight starts where the chosen aircraft's counters stand, from its home base.
  useEffect(() => {
    if (flight || !airplane || form.getFieldState('hobbs_start').isDirty) return;
    const start = newFlightValues(zone, airplane);
    for (const field of ['hobbs_start', 'tach_start'] as const) form.setValue(field, start[field]);
    for (const field of ['departure_airport', 'arrival_airport'] as const)
      if (!form.getValues(field)) form.setValue(field, start[field]);
  }, [airplane, flight, form, zone]);

  // The track's airfields and times fill the form; the pilot checks them and saves.
  const applyTrack = (figures: TrackFigures) => {
    for (const [field, value] of Object.entries(flightTrackSuggestion(figures, zone)))
      form.setValue(field as keyof FlightFormValues, value, { shouldDirty: true });
    toast.info(t('trackApplied'));
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const label = `${airplane?.registration ?? ''} ${values.departure_airport}–${values.arrival_airport}, ${formatDateTime(values.off_block_at, zone)}`;
      const sent = await saveFlight(companyId, values, label, flight);
      if (sent.queued) {
        toast.info(t('queued', { registration: airplane?.registration ?? '' }));
        return onSaved();
      }
      const { data, meta } = sent.answer;
      toast.success(t(flight ? 'edit.saved' : 'recorded', { registration: data.airplane.registration }));
      if (meta.airplane.status === 'grounded')
        toast.warning(
          t('grounded', { registration: data.airplane.registration, reason: statusReason(meta.airplane.status_reason, tFleet) }),
        );
      onSaved();
    } catch (error) {
      if (isApiError(error) && hasFieldCode(error, READING_GAP_OVERRIDE)) setReasonAsked(true);
      if (isApiError(error) && error.status === 409) form.setError('root.server', { message: error.message });
      else if (applyServerErrors(error, form.setError)) form.setError('root.server', { message: t('form.fixErrors') });
      else toastApiError(error);
    }
  });

  return (
    <DialogForm onSubmit={submit}>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 3, pt: '8px !important' }}>
        {form.formState.errors.root?.server && <Alert severity="error">{form.formState.errors.root.server.message}</Alert>}
        {flight?.status === 'billed' && <Alert severity="info">{t('correction.help')}</Alert>}
        {airplane?.status === 'grounded' && !flight && (
          <Alert severity="warning">{t('airplaneGrounded', { reason: statusReason(airplane.status_reason, tFleet) })}</Alert>
        )}
        <FlightCrewFields
          control={form.control}
          airplanes={airplanes}
          pilots={pilots}
          instructors={instructors}
          airplaneFixed={Boolean(flight || booking)}
        />
        <Section title={t('form.route')}>
          <FlightTimesFields control={form.control} zone={zone} />
        </Section>
        <Section title={t('form.readings')}>
          <FlightReadingsFields
            control={form.control}
            airplane={flight ? undefined : airplane}
            overridesReadings={overridesReadings}
            reasonAsked={reasonAsked}
          />
        </Section>
        <Section title={t('form.more')}>
          <FlightExtrasFields control={form.control} />
        </Section>
        {flight && (
          <Section title={t('form.track')}>
            <TrackPanel owner={{ kind: 'flight', id: flight.id }} onSuggest={applyTrack} zone={zone} />
          </Section>
        )}
        {booking && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('closesBooking')}
          </Typography>
        )}
      </DialogContent>
      <DialogSaveActions
        onClose={onClose}
        closeLabel={t('close')}
        saveLabel={flight ? t('save') : t('record')}
        saving={form.formState.isSubmitting}
      >
        {flight?.permissions?.delete && <DeleteFlightButton flight={flight} onDeleted={onSaved} />}
      </DialogSaveActions>
    </DialogForm>
  );
}
