import type { Fee } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListSection } from '../../../components/ListSection';
import { toast } from '../../../lib/toast';
import { companyFeesQuery, deleteFee } from '../api/fees';
import { FeeDialog } from './FeeDialog';
import { FeeTable } from './FeeTable';

interface Props {
  companyId: number;
  currency: string;
  /** Admins and accounting create, change and delete fees here. */
  editable: boolean;
}

/** The company's fees; for those who keep them, with create, edit and delete. */
export function FeeList({ companyId, currency, editable }: Props) {
  const { t } = useTranslation('fees');
  const fees = useQuery(companyFeesQuery(companyId));
  const [editing, setEditing] = useState<Fee | 'new' | null>(null);
  const [removing, setRemoving] = useState<Fee | null>(null);
  const remove = async (fee: Fee) => {
    await deleteFee(fee.id);
    toast.success(t('deleted', { title: fee.title }));
  };
  return (
    <ListSection
      title={t('title')}
      add={editable ? { label: t('create'), onClick: () => setEditing('new') } : undefined}
      status={fees}
      failedText={t('loadFailed')}
      isEmpty={fees.data?.length === 0}
      emptyText={t(editable ? 'emptyEditable' : 'empty')}
    >
      {Boolean(fees.data?.length) && (
        <FeeTable
          fees={fees.data ?? []}
          onEdit={editable ? setEditing : undefined}
          onDelete={editable ? setRemoving : undefined}
        />
      )}
      {editing && (
        <FeeDialog
          companyId={companyId}
          currency={currency}
          fee={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('deleteTitle')}
          text={t('deleteText', { title: removing.title })}
          confirmLabel={t('common:actions.delete')}
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </ListSection>
  );
}
