import Button, { type ButtonProps } from '@mui/material/Button';
import type { Booking } from '@portal/contracts';
import { IconPlaneDeparture } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canRecordFlight } from '../lib/canRecordFlight';

const FlightFormDialog = lazy(async () => ({ default: (await import('./FlightFormDialog')).FlightFormDialog }));

interface Props {
  companyId: number;
  zone: string;
  /** The booking that was flown; without one the form starts empty (or on `airplaneId`). */
  booking?: Booking;
  airplaneId?: number;
  /** Called once the flight is saved. */
  onSaved?: () => void;
  variant?: ButtonProps['variant'];
}

/** 'Flug erfassen': opens the flight form, loaded on first use so the pages that offer it stay light. */
export function RecordFlightButton({ companyId, zone, booking, airplaneId, onSaved, variant = 'outlined' }: Props) {
  const { t } = useTranslation('flights');
  const [open, setOpen] = useState(false);
  if (booking && !canRecordFlight(booking)) return null;
  return (
    <>
      <Button variant={variant} startIcon={<IconPlaneDeparture size={18} aria-hidden />} onClick={() => setOpen(true)}>
        {t('record')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FlightFormDialog
            companyId={companyId}
            zone={zone}
            subject={{ booking, airplaneId }}
            onSaved={onSaved}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
