import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Booking, Flight } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/PageLoader';
import { useCompanyPermissions } from '../../companies';
import { companyMembershipsQuery } from '../../memberships';
import { recordableAirplanesQuery } from '../api/airplanes';
import { FlightForm } from './FlightForm';

export type FlightSubject = { booking?: Booking; airplaneId?: number } | { flight: Flight };

interface Props {
  companyId: number;
  zone: string;
  subject: FlightSubject;
  onSaved?: () => void;
  onClose: () => void;
}

/** Records a flight (from a booking or on its own) or, for admins, corrects a recorded one. */
export function FlightFormDialog({ companyId, zone, subject, onSaved, onClose }: Props) {
  const { t } = useTranslation('flights');
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const { can, isPending } = useCompanyPermissions(companyId);
  const choosesPilot = can('record_flights_for_others');
  const airplanes = useQuery(recordableAirplanesQuery(companyId));
  const instructors = useQuery(companyMembershipsQuery(companyId, { role: 'instructor', status: 'approved' }));
  const pilots = useQuery({ ...companyMembershipsQuery(companyId, { status: 'approved' }), enabled: choosesPilot });
  const flight = 'flight' in subject ? subject.flight : undefined;
  const title = !flight ? t('record') : flight.status === 'billed' ? t('correction.title') : t('edit.title');
  const ready = airplanes.data && instructors.data && !isPending && (!choosesPilot || pilots.data);
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="flight-form-title">
      <DialogTitle id="flight-form-title">{title}</DialogTitle>
      {ready ? (
        <FlightForm
          companyId={companyId}
          zone={zone}
          subject={subject}
          airplanes={airplanes.data}
          instructors={instructors.data}
          pilots={choosesPilot ? pilots.data : undefined}
          overridesReadings={can('override_flight_readings')}
          onSaved={() => {
            onClose();
            onSaved?.();
          }}
          onClose={onClose}
        />
      ) : (
        <PageLoader />
      )}
    </Dialog>
  );
}
