import Button from '@mui/material/Button';
import type { Flight } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toast } from '../../../lib/toast';
import { deleteFlight } from '../api/flights';

/** An admin removes a flight recorded by mistake (before billing): counters, logbooks and booking follow. */
export function DeleteFlightButton({ flight, onDeleted }: { flight: Flight; onDeleted: () => void }) {
  const { t } = useTranslation('flights');
  const [confirming, setConfirming] = useState(false);
  const remove = async () => {
    await deleteFlight(flight.id);
    toast.success(t('delete.done'));
    onDeleted();
  };
  return (
    <>
      <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: 'auto' }}>
        {t('delete.action')}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={t('delete.title')}
          text={t('delete.text', { registration: flight.airplane.registration })}
          confirmLabel={t('delete.action')}
          onConfirm={remove}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
