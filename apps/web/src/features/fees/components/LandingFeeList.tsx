import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { LandingFee } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageLoader } from '../../../components/PageLoader';
import { companyAirplanesQuery } from '../../fleet/api/airplanes';
import { SectionCard } from '../../fleet/components/SectionCard';
import { deleteLandingFee, landingFeesQuery } from '../api/landingFees';
import { airportLabel } from '../lib/basis';
import { LandingFeeDialog } from './LandingFeeDialog';
import { LandingFeeTable } from './LandingFeeTable';

interface Props {
  companyId: number;
  currency: string;
  /** Admins create, change and delete landing fees. */
  editable: boolean;
}

/** What a landing costs at each airport the company has agreed a fee with, per aircraft or weight class. */
export function LandingFeeList({ companyId, currency, editable }: Props) {
  const { t } = useTranslation('fees');
  const rows = useQuery(landingFeesQuery(companyId));
  const airplanes = useQuery(companyAirplanesQuery(companyId)).data ?? [];
  const [editing, setEditing] = useState<LandingFee | 'new' | null>(null);
  const [removing, setRemoving] = useState<LandingFee | null>(null);
  return (
    <SectionCard
      title={t('landing.title')}
      action={
        editable && (
          <Button
            variant="contained"
            size="small"
            startIcon={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            {t('landing.create')}
          </Button>
        )
      }
    >
      {rows.isPending && <PageLoader />}
      {rows.isError && <Alert severity="warning">{t('loadFailed')}</Alert>}
      {rows.data?.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{t(editable ? 'landing.emptyEditable' : 'landing.empty')}</Typography>
      )}
      {Boolean(rows.data?.length) && (
        <LandingFeeTable
          rows={rows.data ?? []}
          airplanes={airplanes}
          onEdit={editable ? setEditing : undefined}
          onDelete={editable ? setRemoving : undefined}
        />
      )}
      {editing && (
        <LandingFeeDialog
          companyId={companyId}
          currency={currency}
          airplanes={airplanes.filter((airplane) => airplane.status !== 'retired')}
          fee={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('landing.deleteTitle')}
          text={t('landing.deleteText', { airport: airportLabel(removing) })}
          confirmLabel={t('common:actions.delete')}
          onConfirm={() => deleteLandingFee(companyId, removing.id)}
          onClose={() => setRemoving(null)}
        />
      )}
    </SectionCard>
  );
}
