import type { LandingFee } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListSection } from '../../../components/ListSection';
import { companyAirplanesQuery } from '../../fleet';
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
    <ListSection
      title={t('landing.title')}
      add={editable ? { label: t('landing.create'), onClick: () => setEditing('new') } : undefined}
      status={rows}
      failedText={t('loadFailed')}
      isEmpty={rows.data?.length === 0}
      emptyText={t(editable ? 'landing.emptyEditable' : 'landing.empty')}
    >
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
    </ListSection>
  );
}
