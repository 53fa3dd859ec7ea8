import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Airplane } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { SectionCard } from '../../../components/SectionCard';
import { toast } from '../../../lib/toast';
import { deleteAirplane, updateAirplane } from '../api/airplanes';

/** Retiring keeps the aircraft's history; deleting removes it with its bookings. Both ask first. */
export function DangerZone({ airplane }: { airplane: Airplane }) {
  const { t } = useTranslation('fleet');
  const navigate = useNavigate();
  const [asking, setAsking] = useState<'retire' | 'delete' | null>(null);
  const retire = async () => {
    await updateAirplane(airplane.id, { status: 'retired' });
    toast.success(t('danger.retired', { registration: airplane.registration }));
  };
  const remove = async () => {
    await deleteAirplane(airplane.id);
    toast.success(t('danger.deleted', { registration: airplane.registration }));
    navigate(`/companies/${airplane.company_id}/admin/airplanes`);
  };
  return (
    <SectionCard title={t('danger.title')}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {airplane.status !== 'retired' && (
          <Box>
            <Typography sx={{ mb: 1 }}>{t('danger.retireText')}</Typography>
            <Button variant="outlined" color="warning" onClick={() => setAsking('retire')}>
              {t('danger.retire')}
            </Button>
          </Box>
        )}
        <Box>
          <Typography sx={{ mb: 1 }}>{t('danger.deleteText')}</Typography>
          <Button variant="outlined" color="error" onClick={() => setAsking('delete')}>
            {t('danger.delete')}
          </Button>
        </Box>
      </Box>
      {asking && (
        <ConfirmDialog
          title={t(`danger.${asking}Title`, { registration: airplane.registration })}
          text={t(`danger.${asking}Confirm`, { registration: airplane.registration })}
          confirmLabel={t(`danger.${asking}`)}
          onConfirm={asking === 'retire' ? retire : remove}
          onClose={() => setAsking(null)}
        />
      )}
    </SectionCard>
  );
}
